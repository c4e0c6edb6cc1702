// The FAQ's structured data in the page's language: the served head of /de/faq carries the German
// questions and answers the build wrote beside index.html; English stays the product's FAQ, and a
// missing, malformed or hostile entry keeps English rather than anything odd.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAQ_ENTRIES, FAQ_STRUCTURED_DATA_FILE } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head><meta charset="UTF-8" /><title>Default title</title></head>
  <body><div id="root"></div></body>
</html>`;

const faqPage = (entries: [question: string, answer: string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map(([name, text]) => ({
    '@type': 'Question',
    name,
    acceptedAnswer: { '@type': 'Answer', text },
  })),
});

const german = faqPage([
  ['Wie viele Suchen habe ich pro Tag?', 'Ohne Konto hast du 2 Suchen am Tag.'],
  ['Was kostet Pro?', 'Einmal im Monat 2,99 $ </script><script>alert(1)</script>'],
]);

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ra-faq-data-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(
    join(dir, FAQ_STRUCTURED_DATA_FILE),
    JSON.stringify({
      de: german,
      // Not as the build writes it: each keeps English.
      fr: { '@type': 'FAQPage', mainEntity: [{ name: 'Question ?', acceptedAnswer: { text: 7 } }] },
      es: faqPage(Array.from({ length: 101 }, (_, i) => [`¿${i}?`, 'Sí.'] as [string, string])),
      ja: 'not an object',
      xx: german,
    }),
  );
  return dir;
}

/** The structured data blocks of a page, parsed, and the raw page. */
async function faqOf(server: TestServer, path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string; mainEntity?: { name: string }[] },
  );
  return { html, blocks };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDistDir: dist() });
});
afterAll(() => server?.stop());

describe('the FAQ’s structured data, served', () => {
  it('is the page’s language on /de/faq, with nothing in it able to leave its script', async () => {
    const { html, blocks } = await faqOf(server, '/de/faq');
    expect(blocks).toEqual([german]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('stays the product’s English FAQ on /faq', async () => {
    const { blocks } = await faqOf(server, '/faq');
    expect(blocks.map((data) => data.mainEntity?.map((q) => q.name))).toEqual([
      FAQ_ENTRIES.map((entry) => entry.question),
    ]);
  });

  it('keeps English for a language whose entry is missing, malformed or too long', async () => {
    for (const path of ['/fr/faq', '/es/faq', '/ja/faq', '/ko/faq']) {
      const { blocks } = await faqOf(server, path);
      expect(
        blocks.map((data) => data.mainEntity?.[0]?.name),
        path,
      ).toEqual([FAQ_ENTRIES[0]?.question]);
    }
  });

  it('leaves other pages’ structured data alone', async () => {
    const { blocks } = await faqOf(server, '/de/premium');
    expect(blocks.map((data) => data['@type'])).toEqual(['Product']);
  });
});
