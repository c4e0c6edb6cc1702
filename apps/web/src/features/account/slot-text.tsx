import { Fragment, type ReactNode } from 'react';
import type { Translate } from './known-texts.ts';

// Private-use characters: they never occur in a catalog's text or in the values put into it.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A catalog text whose placeholders hold elements (a link, a name in bold): each language puts
 * them where its word order wants them, which splitting a sentence into pieces cannot do.
 */
export function slotText(t: Translate, id: string, slots: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(slots);
  const text = t(id, Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`])));
  return text
    .split(SLOT)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={part}>{slots[names[Number(part)] ?? '']}</Fragment> : part,
    );
}
