import type { Me } from '@reelatlas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { profileServer } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { PremiumPage } from './PremiumPage.tsx';

// The Premium page as a German and an Arabic reader see it: plan texts with each language's
// plural forms (Arabic has a form of its own for two), prices written by Intl.

const DAY_MS = 86_400_000;
const serve = (me: Me | null) =>
  profileServer(me, { 'GET /api/config': () => jsonResponse(200, testConfig()) });
// A plan card is the region its heading names (its label words the plan in the page's language).
const card = (name: string) =>
  within(
    screen
      .getAllByRole('region')
      .find((region) => within(region).queryByRole('heading', { level: 2, name }) !== null) ??
      screen.getByRole('region', { name: `${name} plan` }),
  );
const features = (name: string) =>
  card(name)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const trial = (days: number) =>
  testMe({
    plan: 'Trial',
    isPro: true,
    isTrial: true,
    trialUsed: true,
    trialEndDate: new Date(Date.now() + (days - 0.5) * DAY_MS).toISOString(),
  });
const open = async (loading: string) => {
  renderRoute(<PremiumPage />, '/premium');
  await waitFor(() => expect(screen.queryAllByRole('button', { name: loading })).toHaveLength(0));
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('Premium page in German', () => {
  it('counts searches with German plurals and writes the price the German way', async () => {
    serve(null);
    await activateLocale('de');
    await open('Wird geladen...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Premium');
    expect(features('Free')).toEqual(['Kein Konto nötig', '2 Suchen pro Tag']);
    expect(features('Angemeldet')).toEqual([
      'Kostenloses Konto',
      '2 + 1 Bonussuche pro Tag (3 insgesamt)',
      'Merkliste und Gesehen',
    ]);
    expect(card('Pro').getByText('7 Tage kostenlos testen')).toBeTruthy();
    expect(card('Pro').getByTestId('pro-price').textContent).toBe('1,00\u00a0$/Monat statt 2,99\u00a0$');
    expect(card('Pro').getByRole('link', { name: 'Upgraden' }).getAttribute('href')).toBe('/login');
  });

  it('says one day and several days of a trial in German', async () => {
    serve(trial(1));
    await activateLocale('de');
    await open('Wird geladen...');
    expect(screen.getByTestId('trial-banner').textContent).toBe(
      'Deine kostenlose Testphase läuft: noch 1 Tag. Sie verlängert sich für 1,00\u00a0$/Monat, wenn du nicht vor ihrem Ende kündigst.',
    );
    cleanup();
    serve(trial(3));
    await open('Wird geladen...');
    expect(screen.getByTestId('trial-banner').textContent).toContain('noch 3 Tage.');
  });
});

describe('Premium page in Arabic', () => {
  it("uses Arabic's dual for two searches, its few form for three, and Intl's price", async () => {
    serve(null);
    await activateLocale('ar');
    await open('جارٍ التحميل...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('بريميوم');
    expect(features('Free')).toEqual(['لا حاجة إلى حساب', 'عمليتا بحث يوميًا']);
    expect(features('مسجّل الدخول')[1]).toBe('2 + عملية بحث إضافية يوميًا (3 عمليات إجمالًا)');
    expect(card('Pro').getByTestId('pro-price').textContent).toBe(
      `${new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1)}/شهريًا بدلًا من ${new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(2.99)}`,
    );
  });

  it('says one, two and eleven days of a trial with their own Arabic forms', async () => {
    await activateLocale('ar');
    for (const [days, words] of [
      [1, 'يتبقى يوم واحد'],
      [2, 'يتبقى يومان'],
      [11, 'يتبقى 11 يومًا'],
    ] as const) {
      serve(trial(days));
      await open('جارٍ التحميل...');
      expect(screen.getByTestId('trial-banner').textContent).toContain(`تجربتك المجانية فعّالة: ${words}.`);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
