import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMe } from '../../test/me-fixture.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../test/render-route.tsx';
import { AccountNavLink } from './AccountNavLink.tsx';

const me = testMe({ username: 'maria_lopez', name: 'Maria' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountNavLink', () => {
  it('links a signed-in user to the profile with initials and the username', async () => {
    stubFetch({
      'GET /api/auth/get-session': () =>
        jsonResponse(200, { session: {}, user: { id: 'u1', email: me.email, emailVerified: true } }),
      'GET /api/me': () => jsonResponse(200, me),
    });
    renderRoute(<AccountNavLink className="x" />, '/');
    const link = await screen.findByRole('link', { name: 'Profile: maria_lopez' });
    expect(link.getAttribute('href')).toBe('/profile');
    // The initials are drawn, not text: the link's visible text is the name its label contains.
    expect(link.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('ML');
    expect(link.textContent).toBe('maria_lopez');
  });

  it('shows Sign In when signed out', async () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    renderRoute(<AccountNavLink className="x" />, '/');
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/login');
  });

  it('shows Sign In when the session cannot be read', async () => {
    stubFetch({ 'GET /api/auth/get-session': () => jsonResponse(500, {}) });
    renderRoute(<AccountNavLink className="x" />, '/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});
