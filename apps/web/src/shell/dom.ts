/** One element with classes and, optionally, text (textContent: stored text is never parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}
