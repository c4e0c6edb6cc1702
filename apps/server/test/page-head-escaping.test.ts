// @vitest-environment jsdom
import type { TitlePageFacts } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { pageHtmlRenderer } from '../src/routes/page-head.ts';

const template = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default." /><title>Default</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

/** Catalog text is third-party (TMDb, imports): each field tries to break out of its place. */
const hostile: TitlePageFacts = {
  type: 'movie',
  id: 42,
  title: `</title><script>alert("t")</script><title>`,
  year: 1999,
  description: `"><img src=x onerror=alert(1)> & 'quotes' </script><script>alert("d")</script>`,
  thumbnail: `https://image.tmdb.org/t/p/w342/x.jpg" onload="alert(1)`,
  platforms: [`Net<b>flix</b>`, `"Max"`],
  countries: 3,
};

/** Parsed as a browser parses it, so what counts is what a browser would build, not string shapes. */
function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a title page head built from hostile catalog text', () => {
  const html = pageHtmlRenderer(template, 'https://reelatlas.example').title(hostile);
  const document = parse(html);

  it('adds no element and no script: the text stays text', () => {
    expect(document.querySelectorAll('img, b, [onerror], [onload]')).toHaveLength(0);
    const scripts = [...document.querySelectorAll('script')];
    // The app's module script and the one JSON-LD data block; nothing else.
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json', 'module']);
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('shows the text as written in the title, the meta tags and the image address', () => {
    expect(document.title).toBe(`Where to stream ${hostile.title} (1999) · ReelAtlas`);
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toContain(`"><img src=x onerror=alert(1)> & 'quotes'`);
    expect(meta('meta[property="og:image"]')).toBe(hostile.thumbnail);
    expect(meta('meta[name="twitter:image"]')).toBe(hostile.thumbnail);
    expect(meta('meta[name="twitter:image:alt"]')).toBe(`Poster of ${hostile.title}`);
    expect(meta('meta[property="og:title"]')).toBe(`Where to stream ${hostile.title} (1999) · ReelAtlas`);
  });

  it('keeps the structured data one JSON block that reads back to the same text', () => {
    const block = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    const data = JSON.parse(block) as { name?: string; description?: string };
    expect(data.name).toBe(hostile.title);
    expect(data.description).toContain(`</script><script>alert("d")</script>`);
  });
});
