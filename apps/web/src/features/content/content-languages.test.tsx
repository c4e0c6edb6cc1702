import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { FaqPage } from './FaqPage.tsx';
import { HelpPage } from './HelpPage.tsx';
import { TermsPage } from './TermsPage.tsx';

afterEach(cleanup);
afterAll(() => activateLocale('en'));

describe('content pages in other languages', () => {
  it('shows the FAQ in German: every question translated, prices and links in place', async () => {
    await act(() => activateLocale('de'));
    renderRoute(<FaqPage />, '/faq');
    const nav = await screen.findByRole('navigation', { name: 'Auf dieser Seite' });
    expect(within(nav).getByRole('link', { name: 'Suchen und tägliche Limits' }).getAttribute('href')).toBe(
      '#searches-and-daily-limits',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24);
    expect(screen.getByRole('heading', { name: 'Wie viele Suchen habe ich pro Tag?' })).toBeTruthy();
    const crossed = screen.getByRole('heading', { name: /durchgestrichen/ });
    // Prices come from Intl in the visitor's language.
    const usd = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(2.99);
    expect(crossed.textContent).toBe(`Warum ist ${usd} auf der Premium-Seite durchgestrichen?`);
    expect(screen.getByRole('link', { name: 'Frag uns' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen lesen' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.queryByText(/How many searches/)).toBeNull();
    expect(screen.queryByText(/faq\.\w/)).toBeNull();
    // The structured data says what the page shows, in German too.
    const script = document.querySelector('script[type="application/ld+json"]');
    const faq = JSON.parse(script?.textContent ?? '{}') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const visible = screen.getAllByTestId('faq-entry').map((entry) => ({
      question: within(entry).getByRole('heading', { level: 3 }).textContent,
      answer: within(entry).getByTestId('faq-answer').textContent,
    }));
    expect(faq.mainEntity.map((item) => ({ question: item.name, answer: item.acceptedAnswer.text }))).toEqual(
      visible,
    );
    expect(faq.mainEntity[0]?.name).toBe('Wie viele Suchen habe ich pro Tag?');
    expect(script?.textContent).toContain(usd);
  });

  it('shows the FAQ in Arabic', async () => {
    await act(() => activateLocale('ar'));
    renderRoute(<FaqPage />, '/faq');
    expect(await screen.findByRole('heading', { name: 'كم عملية بحث أحصل عليها يوميًا؟' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اسألنا' }).getAttribute('href')).toBe('/contact');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('counts the daily searches on the Help page with each language’s plural', async () => {
    await act(() => activateLocale('pl'));
    renderRoute(<HelpPage />, '/help');
    const limits = await screen.findByRole('region', { name: 'Dzienne wyszukiwania' });
    expect(limits.textContent).toContain('Bez konta: 2 wyszukiwania dziennie.');
    await act(() => activateLocale('ar'));
    expect((await screen.findByRole('region', { name: 'عمليات البحث اليومية' })).textContent).toContain(
      'من دون حساب: عمليتا بحث يوميًا.',
    );
  });

  it('keeps the Terms in English, marked as English, with a note in the visitor’s language', async () => {
    await act(() => activateLocale('de'));
    renderRoute(<TermsPage />, '/terms');
    const note = await screen.findByTestId('english-only');
    expect(note.textContent).toBe('Diesen Text gibt es nur auf Englisch; maßgeblich ist der englische Text.');
    expect(note.closest('[lang="en"]')).toBeNull();
    const section = screen.getByRole('region', { name: 'Who can use ReelAtlas' });
    expect(section.closest('[lang="en"]')).toBeTruthy();
    expect(screen.getByText(/Zuletzt aktualisiert:/).textContent).toBe('Zuletzt aktualisiert: 21. Nov. 2026');
  });

  it('shows no note and no language mark in English', async () => {
    await act(() => activateLocale('en'));
    renderRoute(<TermsPage />, '/terms');
    await screen.findByRole('region', { name: 'Who can use ReelAtlas' });
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(document.querySelector('article [lang]')).toBeNull();
  });
});
