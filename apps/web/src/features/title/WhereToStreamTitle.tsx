import { useT } from '../../lib/i18n/use-t.ts';

/** The 'Where to Stream' heading's text, in the page's language (the panel's and the gate's). */
export function WhereToStreamTitle() {
  return useT()('title.whereToStream');
}
