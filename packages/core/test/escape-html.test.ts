import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/common/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, in HTML and XML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves other text, accents and emoji included, as it is', () => {
    expect(escapeHtml('Amélie 🎬 (2001)')).toBe('Amélie 🎬 (2001)');
  });
});
