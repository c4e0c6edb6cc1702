import flagImages from 'virtual:flag-images';

// Every flag as its own small PNG next to the build's assets, drawn at build time
// (build/flag-images.ts): no JavaScript per flag, only the flags a page shows are downloaded
// (lazily), and none is drawn as a document of its own on the page's main thread as an SVG is.
const byCode = new Map(Object.entries(flagImages));

/**
 * The flag image of an ISO 3166-1 alpha-2 code, or null when there is none. Flag emoji are not
 * drawn on Windows or in many Linux fonts (two letters show instead), so pages use images.
 */
export function flagUrl(code: string): string | null {
  return byCode.get(code.toUpperCase()) ?? null;
}
