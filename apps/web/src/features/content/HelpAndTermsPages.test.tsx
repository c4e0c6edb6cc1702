import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingOrderProblems } from '../../../test/headings.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { HelpPage } from './HelpPage.tsx';
import { TermsPage } from './TermsPage.tsx';

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('HelpPage', () => {
  it('explains searching, results, limits and troubleshooting, with headings in order', async () => {
    renderRoute(<HelpPage />, '/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(document.title).toBe('Help · ReelAtlas');
    expect(headingOrderProblems()).toEqual([]);

    expect(section('Find where a title streams').textContent).toContain(
      'Suggestions appear after 2 characters',
    );
    expect(section('Read the Where to Stream list').textContent).toMatch(
      /Popular Platforms.*Other Platforms/s,
    );
    const limits = section('Daily searches').textContent ?? '';
    expect(limits).toContain('Without an account: 2 searches a day');
    expect(limits).toContain('With a free account: 3 a day');
    expect(limits).toContain('midnight UTC');
    expect(section('Troubleshooting').textContent).toContain('Security check not ready');
  });

  it('credits TMDB with its logo and notice, and JustWatch', async () => {
    renderRoute(<HelpPage />, '/help');
    const data = await screen.findByRole('region', { name: 'About our data' });
    expect(data.textContent).toContain(
      'This product uses the TMDB API but is not endorsed or certified by TMDB.',
    );
    expect(data.textContent).toContain('JustWatch');
    expect(within(data).getByRole('link', { name: 'TMDB, The Movie Database' }).getAttribute('href')).toBe(
      'https://www.themoviedb.org/',
    );
  });

  it('points to the FAQ, the contact form and the suggestion form', async () => {
    renderRoute(<HelpPage />, '/help');
    const more = await screen.findByRole('region', { name: 'Still need help?' });
    expect(within(more).getByRole('link', { name: 'Frequently Asked Questions' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(within(more).getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    expect(within(more).getByRole('link', { name: 'suggest a feature' }).getAttribute('href')).toBe(
      '/suggest',
    );
  });
});

describe('TermsPage', () => {
  it('states the rules: age, fair use and bans, the trial and renewal, Swedish law', async () => {
    renderRoute(<TermsPage />, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(document.title).toBe('Terms of Service · ReelAtlas');
    expect(headingOrderProblems()).toEqual([]);

    expect(section('Who can use ReelAtlas').textContent).toContain('at least 13 years old');
    const fairUse = section('Daily limits and fair use').textContent ?? '';
    expect(fairUse).toContain('private browsing');
    expect(fairUse).toContain('permanent ban of the account and/or the IP address');
    const pro = section('Pro, the free trial and payments').textContent ?? '';
    expect(pro).toContain('$1.00 a month');
    expect(pro).toContain('$2.99');
    expect(pro).toContain('7-day free trial, one per person');
    expect(pro).toContain('renews automatically');
    expect(section('About these terms').textContent).toContain('based in Sweden');
    expect(section('Governing law and disputes').textContent).toContain('governed by Swedish law');
  });
});
