// Every flag as its own small SVG file next to the build's assets: no JavaScript per flag, and
// only the flags a title page shows are downloaded (lazily). `no-inline` keeps Vite from turning
// them into data URLs inside the bundle.
const files = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byCode = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/**
 * The flag image of an ISO 3166-1 alpha-2 code, or null when there is none. Flag emoji are not
 * drawn on Windows or in many Linux fonts (two letters show instead), so pages use images.
 */
export function flagUrl(code: string): string | null {
  return byCode.get(code.toUpperCase()) ?? null;
}
