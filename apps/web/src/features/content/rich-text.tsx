import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with links inside: `<0>home page</0>` in the text becomes the first
 * element given, with the words between the tags as its children. So a language places the link
 * where its word order wants it. Texts come from our own catalogs; a tag with no element given
 * shows its words plainly.
 */
export function richText(
  text: string,
  elements: readonly ReactElement<{ children?: ReactNode }>[],
): ReactNode[] {
  const parts = text.split(/<(\d+)>(.*?)<\/\1>/s);
  const out: ReactNode[] = [];
  for (let at = 0; at < parts.length; at += 3) {
    if (parts[at]) out.push(parts[at]);
    if (at + 2 >= parts.length) continue;
    const element = elements[Number(parts[at + 1])];
    const words = parts[at + 2];
    out.push(element ? cloneElement(element, { key: at }, words) : words);
  }
  return out;
}
