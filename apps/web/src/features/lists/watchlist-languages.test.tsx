import type { AlertSettings, ListEntry, PlannerResponse } from '@reelatlas/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { stubFetch } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { ListPage } from './ListPage.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));

const me = testMe({ country: 'DE' });
const entry = (id: number, title: string): ListEntry => ({
  id,
  type: 'movie',
  title,
  year: 1999,
  thumbnail: null,
  timestamp: id,
});
const settings: AlertSettings = { watchlist: false, scope: 'home', emails: true, titles: [], allowed: true };
/** Two countries on the user's services, one only elsewhere, one with nothing: plurals of 2, 1 and 1. */
const plan: PlannerResponse = {
  access: 'full',
  total: 2,
  services: ['Netflix'],
  home: 'DE',
  countries: [
    { country: 'DE', mine: 1, any: 2 },
    { country: 'JP', mine: 2, any: 2 },
    { country: 'FR', mine: 0, any: 1 },
    { country: 'BR', mine: 0, any: 0 },
  ],
  refreshing: [],
};

function showWatchlist(planner: PlannerResponse = plan) {
  stubFetch({
    'GET /api/auth/get-session': () =>
      jsonResponse(200, { session: {}, user: { id: me.id, email: me.email, emailVerified: true } }),
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/me/services': () => jsonResponse(200, { services: ['Netflix'], country: 'DE' }),
    'GET /api/lists/watchlist': () =>
      jsonResponse(200, { results: [entry(2, 'Heat'), entry(1, 'The Matrix')], limit: 100 }),
    'GET /api/me/planner': () => jsonResponse(200, planner),
    'GET /api/me/alerts': () => jsonResponse(200, settings),
  });
  renderApp(<ListPage list="watchlist" />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activateLocale('en'));

describe('the watchlist, its planner and its alerts in other languages', () => {
  it('speaks German: the list, the ranking, the legend with its plurals, the alerts', async () => {
    await act(() => activateLocale('de'));
    showWatchlist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Merkliste' })).toBeTruthy();
    expect((await screen.findByTestId('list-count')).textContent).toBe('2 von 100');
    expect(await screen.findByRole('heading', { name: 'Wo du deine Liste schauen kannst' })).toBeTruthy();
    const ranking = within(await screen.findByTestId('planner-ranking'));
    expect(ranking.getByText('Japan — 2 von 2 bei deinen Diensten, 2 bei allen')).toBeTruthy();
    const legend = within(screen.getByRole('list', { name: 'Legende der Karte' }));
    expect(legend.getByText('Bei deinen Diensten (2 Länder)')).toBeTruthy();
    expect(legend.getByText('Nur bei anderen Diensten (1 Land)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verfügbarkeits-Benachrichtigungen' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bei meinen Diensten in meinem Land' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Benachrichtigen: Heat' })).toBeTruthy();
  });

  it('speaks Arabic, right to left, with its dual and plural forms', async () => {
    await act(() => activateLocale('ar'));
    showWatchlist();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'قائمة المشاهدة' })).toBeTruthy();
    expect((await screen.findByTestId('list-count')).textContent).toBe('2 من 100');
    expect(await screen.findByRole('heading', { name: 'أين تشاهد قائمتك' })).toBeTruthy();
    const legend = within(await screen.findByRole('list', { name: 'مفتاح الخريطة' }));
    // Two countries take the dual, one the singular: never "2 بلد".
    expect(legend.getByText('على خدماتك (دولتان)')).toBeTruthy();
    expect(legend.getByText('على خدمات أخرى فقط (دولة واحدة)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تنبيهات التوفّر' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'نبّهني: Heat' })).toBeTruthy();
  });

  it('counts a Free preview in Polish with the right plural form', async () => {
    await act(() => activateLocale('pl'));
    showWatchlist({ access: 'preview', total: 5, hasServices: true, streaming: 3 } as PlannerResponse);
    const line = await screen.findByTestId('planner-streaming');
    expect(line.textContent).toBe('3 z 5 tytułów z twojej listy można obejrzeć gdzieś na świecie.');
  });
});
