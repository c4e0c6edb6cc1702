/** The page's headings in document order, as [level, text]. */
export function headingOutline(root: ParentNode = document): [number, string][] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => [
    Number(h.tagName[1]),
    h.textContent?.trim() ?? '',
  ]);
}

/** Problems with the outline: not exactly one h1 first, or a level skipped on the way down. */
export function headingOrderProblems(root: ParentNode = document): string[] {
  const outline = headingOutline(root);
  const problems: string[] = [];
  if (outline[0]?.[0] !== 1) problems.push('the first heading is not an h1');
  if (outline.filter(([level]) => level === 1).length !== 1) problems.push('not exactly one h1');
  outline.forEach(([level, text], i) => {
    const previous = outline[i - 1]?.[0] ?? 0;
    if (level > previous + 1) problems.push(`h${level} "${text}" follows h${previous}`);
  });
  return problems;
}
