import { TRIAL_RECORD_NOTE } from '@reelatlas/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingOrderProblems } from '../../../test/headings.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPage', () => {
  it('has one h1, headings in order, a dated policy and an index of its sections', async () => {
    renderRoute(<PrivacyPage />, '/privacypolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.title).toBe('Privacy Policy · ReelAtlas');
    expect(
      screen
        .getByText(/Last updated/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The date display, without a time of day.
    expect(screen.getByText(/Last updated/).textContent).toMatch(
      /^Last updated: [A-Z][a-z]{2} \d{2}, \d{4}$/,
    );
    expect(headingOrderProblems()).toEqual([]);
    const index = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(index).getAllByRole('link')).toHaveLength(16);
  });

  it('covers every point the policy must state', async () => {
    renderRoute(<PrivacyPage />, '/privacypolicy');
    await screen.findByRole('heading', { level: 1 });

    // Who runs it: an operator in Sweden.
    expect(section('Who we are').textContent).toMatch(/operator based in Sweden/);
    // Data collected.
    const collected = section('Data we collect').textContent ?? '';
    for (const item of [
      'IP address',
      'device identifier',
      'email address',
      'password',
      'watchlist',
      'message',
    ]) {
      expect(collected).toContain(item);
    }
    // Trial data.
    expect(section('Trial and subscription data').textContent).toMatch(/already used your 7-day free trial/);
    // What is kept after deletion so each person gets one trial.
    expect(section('Trial and subscription data').textContent).toContain(TRIAL_RECORD_NOTE);
    expect(section('Deleting your account').textContent).toContain('keyed hash of your address');
    // Third parties.
    const thirdParties = section('Third parties').textContent ?? '';
    expect(thirdParties).toContain('Stripe');
    expect(thirdParties).toContain('We never sell personal data');
    // International transfers from Sweden.
    expect(section('International transfers').textContent).toMatch(
      /based in Sweden.*Standard\s+Contractual Clauses/s,
    );
    // GDPR and CCPA rights.
    const gdpr = section('Your rights under the GDPR').textContent ?? '';
    for (const right of ['copy of your data', 'correct', 'delete', 'restrict', 'object', 'portable']) {
      expect(gdpr).toContain(right);
    }
    expect(gdpr).toContain('IMY');
    const ccpa = section('Your rights in California (CCPA)').textContent ?? '';
    expect(ccpa).toContain('California Consumer Privacy Act');
    expect(ccpa).toContain('do not sell your personal information');
    // Cookies.
    expect(section('Cookies and local storage').textContent).toMatch(/session cookie.*device cookie/s);
    expect(section('Cookies and local storage').textContent).toContain(
      'no advertising, tracking or analytics cookies',
    );
    // Security.
    expect(section('Security').textContent).toMatch(/HTTPS.*hashes/s);
    // 30-day erasure after account deletion.
    expect(section('Deleting your account').textContent).toMatch(/erased within 30 days/);
    // Age 13+.
    expect(section('Children').textContent).toMatch(/at least 13/);
    // Swedish governing law.
    expect(section('Governing law').textContent).toMatch(/governed by Swedish law/);
  });

  it('sends requests to the contact form and the profile, with links named for where they go', async () => {
    renderRoute(<PrivacyPage />, '/privacypolicy');
    await screen.findByRole('heading', { level: 1 });
    for (const link of screen.getAllByRole('link', { name: 'contact form' })) {
      expect(link.getAttribute('href')).toBe('/contact');
    }
    expect(
      within(section('Deleting your account')).getByRole('link', { name: 'Profile' }).getAttribute('href'),
    ).toBe('/profile');
  });
});
