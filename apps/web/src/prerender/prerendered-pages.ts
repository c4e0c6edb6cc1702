/**
 * The pages the build renders to HTML ahead of time, by the path the server answers them on.
 * Home is the landing page; the title page's shell (header, skeleton, footer) is the same for
 * every title, since the title itself comes from the visitor's own localStorage.
 */
export const prerenderedPages = [
  { file: 'home.html', paths: ['/'] },
  { file: 'title.html', paths: ['/movie', '/movieoverlay'] },
] as const;

/** Where the build writes them inside dist, with `manifest.json` mapping each path to its file. */
export const PRERENDER_DIR = 'prerendered';
