/**
 * The pre-rendered first views in every language (docs/architecture.md#in-the-browser): the web's
 * build puts English's into index.html as a data block and writes every language's into this file
 * beside it; the server puts the page's language's block in place of English's.
 */
export const FIRST_VIEWS_FILE = 'first-views.json';

/** The data block's id in index.html: `<script type="application/json" id="first-views" data-lang="en">`. */
export const FIRST_VIEWS_ID = 'first-views';

/** A first views block: JSON whose `<` are escaped, so the text can never close its script. */
export function firstViewsBlock(lang: string, viewsJson: string): string {
  return `<script type="application/json" id="${FIRST_VIEWS_ID}" data-lang="${lang}">${viewsJson}</script>`;
}

/** The block in a page, whatever its language. */
export const FIRST_VIEWS_BLOCK =
  /<script type="application\/json" id="first-views" data-lang="[A-Za-z-]{2,5}">[^<]*<\/script>/;

/** Views as JSON that is safe inside a script element. */
export function firstViewsJson(views: unknown): string {
  return JSON.stringify(views).replace(/</g, '\\u003c');
}
