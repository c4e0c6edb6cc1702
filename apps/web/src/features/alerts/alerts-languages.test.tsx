import type { AlertSettings } from '@reelatlas/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { testQuota } from '../../../test/title-fixture.ts';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { AvailabilityEmailsSection } from './AvailabilityEmailsSection.tsx';
import { RecentChanges } from './RecentChanges.tsx';

const day = 86_400_000;
const changes = () => ({
  changes: [
    {
      country: 'JP',
      provider: 'Netflix',
      offerType: 'subscription',
      change: 'added',
      changedAt: new Date(Date.now() - 3 * day).toISOString(),
    },
    {
      country: 'SE',
      provider: 'Max',
      offerType: 'rent',
      change: 'removed',
      changedAt: new Date(Date.now() - 2 * day).toISOString(),
    },
  ],
});
// Pro: the page asks the server for a title's changes (RecentChanges).
const pro = {
  'GET /api/quota': () => jsonResponse(200, testQuota({ plan: 'Pro', limit: 9999, remaining: 9999 })),
};
const settings: AlertSettings = {
  watchlist: false,
  scope: 'home',
  emails: false,
  titles: [],
  allowed: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activateLocale('en'));

const shownChanges = async () => {
  await screen.findByTestId('recent-changes');
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('alerts in other languages', () => {
  it('tells a title’s recent changes in German, countries and times from Intl', async () => {
    await act(() => activateLocale('de'));
    stubFetch({ ...pro, 'GET /api/titles/movie/603/changes': () => jsonResponse(200, changes()) });
    renderApp(<RecentChanges movie={{ type: 'movie', id: 603 }} />);
    expect(await screen.findByRole('heading', { name: 'Letzte Änderungen' })).toBeTruthy();
    expect(await shownChanges()).toEqual([
      'Neu bei Netflix in Japan · vor 3 Tagen',
      'Verlässt Max in Schweden (leihen) · vor 2 Tagen',
    ]);
  });

  it('tells them in Arabic', async () => {
    await act(() => activateLocale('ar'));
    stubFetch({ ...pro, 'GET /api/titles/movie/603/changes': () => jsonResponse(200, changes()) });
    renderApp(<RecentChanges movie={{ type: 'movie', id: 603 }} />);
    expect(await screen.findByRole('heading', { name: 'التغييرات الأخيرة' })).toBeTruthy();
    const [added, removed] = await shownChanges();
    expect(added).toBe(
      `جديد على Netflix في اليابان · ${new Intl.RelativeTimeFormat('ar').format(-3, 'day')}`,
    );
    expect(removed).toContain('يغادر Max في السويد (استئجار)');
  });

  it('shows the profile’s e-mail switch in German, with the Free note', async () => {
    await act(() => activateLocale('de'));
    stubFetch({ 'GET /api/me/alerts': () => jsonResponse(200, settings) });
    renderApp(<AvailabilityEmailsSection userId="u1" />);
    expect(await screen.findByRole('heading', { name: 'Verfügbarkeits-E-Mails' })).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText('Benachrichtigungen sind Teil von Pro: Im Free-Tarif wird nichts verschickt.'),
    ).toBeTruthy();
  });
});
