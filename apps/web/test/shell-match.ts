/**
 * Test helper: whether `app` shows everything `shell` does — same tag, attributes (class, style,
 * role, labels…) and text, the shell's children found in order among the app's (the app may have
 * more). Returns the first difference, or null.
 */
export function shellDifference(shell: Element, app: Element, path = ''): string | null {
  const here = `${path} > ${shell.tagName.toLowerCase()}${shell.getAttribute('class') ? `.${shell.getAttribute('class')?.split(' ')[0]}` : ''}`;
  if (shell.tagName !== app.tagName) return `${here}: app has <${app.tagName.toLowerCase()}>`;
  for (const { name, value } of shell.attributes) {
    if (app.getAttribute(name) !== value)
      return `${here}: ${name}="${value}", app has "${app.getAttribute(name)}"`;
  }
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
  if (shell.children.length === 0 && shell.textContent) {
    return shell.textContent === app.textContent
      ? null
      : `${here}: text "${shell.textContent}", app has "${app.textContent}"`;
  }
  if (ownText(shell) && ownText(shell) !== ownText(app))
    return `${here}: text "${ownText(shell)}", app has "${ownText(app)}"`;
  const candidates = [...app.children];
  let from = 0;
  for (const child of shell.children) {
    const at = candidates.findIndex(
      (candidate, index) => index >= from && !shellDifference(child, candidate, here),
    );
    if (at < 0) {
      const closest = candidates.slice(from).find((candidate) => candidate.tagName === child.tagName);
      return closest
        ? shellDifference(child, closest, here)
        : `${here}: no <${child.tagName.toLowerCase()}> in the app`;
    }
    from = at + 1;
  }
  return null;
}
