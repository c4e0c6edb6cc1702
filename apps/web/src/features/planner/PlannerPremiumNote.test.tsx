import { FAQ_ENTRIES } from '@reelatlas/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { profileServer } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import { PremiumPage } from '../billing/PremiumPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the planner on the Premium page and in the FAQ', () => {
  it('has its own paragraph on the Premium page, linking the watchlist', async () => {
    profileServer(null, { 'GET /api/config': () => jsonResponse(200, testConfig()) });
    renderRoute(<PremiumPage />, '/premium');
    const section = within(await screen.findByRole('region', { name: 'Pro: where to watch your list' }));
    expect(section.getByText(/on your services, 18 on any/)).toBeTruthy();
    expect(section.getByRole('link', { name: 'watchlist' }).getAttribute('href')).toBe('/watchlist');
  });

  it('is answered in the FAQ', () => {
    const entry = FAQ_ENTRIES.find((faq) => faq.question === 'What is “Where to watch your list”?');
    expect(entry?.answer).toContain('Free accounts see how many of their titles stream somewhere');
  });
});
