import { faqPageJsonLd } from '@reelatlas/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingOrderProblems } from '../../../test/headings.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { FaqPage } from './FaqPage.tsx';

afterEach(cleanup);

/** The questions and answers on screen, in order. */
const visibleEntries = () =>
  screen.getAllByTestId('faq-entry').map((entry) => ({
    question: within(entry).getByRole('heading', { level: 3 }).textContent,
    answer: within(entry).getByTestId('faq-answer').textContent,
  }));

interface FaqJsonLd {
  '@context': string;
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

function structuredData(): FaqJsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as FaqJsonLd,
  );
}

describe('FaqPage', () => {
  it('shows 24 questions, each with its answer, under topic headings in order', async () => {
    renderRoute(<FaqPage />, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(document.title).toBe('Frequently Asked Questions · ReelAtlas');

    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions).toHaveLength(24);
    for (const entry of screen.getAllByTestId('faq-entry')) {
      expect(within(entry).getByTestId('faq-answer').textContent?.length).toBeGreaterThan(40);
    }
    expect(headingOrderProblems()).toEqual([]);
  });

  it('covers the topics of the FAQ: VPNs, the trial, charges, cancelling, limits, other tools, privacy, support', async () => {
    renderRoute(<FaqPage />, '/faq');
    await screen.findByRole('heading', { level: 1 });
    const text = (document.querySelector('article')?.textContent ?? '').toLowerCase();
    for (const topic of [
      'vpn',
      'free trial',
      'charged',
      'cancel',
      'midnight utc',
      'other streaming guides',
      'privacy policy',
      'contact',
    ]) {
      expect(text).toContain(topic);
    }
    // The facts match the product rules.
    expect(screen.getByText(/Without an account you get 2 searches a day/)).toBeTruthy();
    expect(screen.getByText(/7-day free trial/)).toBeTruthy();
    expect(screen.getByText(/once a month at \$1\.00/)).toBeTruthy();
  });

  it('carries FAQPage JSON-LD whose questions and answers are exactly the visible ones', async () => {
    renderRoute(<FaqPage />, '/faq');
    await screen.findByRole('heading', { level: 1 });
    const [faq, ...others] = structuredData();
    expect(others).toEqual([]);
    expect(faq?.['@context']).toBe('https://schema.org');
    expect(faq?.['@type']).toBe('FAQPage');

    const visible = visibleEntries();
    expect(faq?.mainEntity).toHaveLength(24);
    expect(
      faq?.mainEntity.map((item) => {
        expect(item['@type']).toBe('Question');
        expect(item.acceptedAnswer['@type']).toBe('Answer');
        return { question: item.name, answer: item.acceptedAnswer.text };
      }),
    ).toEqual(visible);
    // English is the product's FAQ word for word, as the served head writes it.
    expect(faq).toEqual(faqPageJsonLd());
  });

  it('links its topics from an index and points to further help by name', async () => {
    renderRoute(<FaqPage />, '/faq');
    const index = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(index).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      const target = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(target)?.textContent).toBe(link.textContent);
    }
    expect(screen.getAllByRole('link', { name: 'Read the Privacy Policy' })[0]?.getAttribute('href')).toBe(
      '/privacypolicy',
    );
    expect(screen.getAllByRole('link', { name: 'Open the contact form' })[0]?.getAttribute('href')).toBe(
      '/contact',
    );
  });
});
