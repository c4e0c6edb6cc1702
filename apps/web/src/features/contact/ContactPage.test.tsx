import { contactMessages } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, sentBody, stubFetch } from '../../../test/render-route.tsx';
import { ContactPage } from './ContactPage.tsx';
import { SuggestPage } from './SuggestPage.tsx';

vi.mock('../botcheck/get-bot-check-token.ts', () => ({
  getBotCheckToken: vi.fn(async () => 'solved-token'),
}));

const config = () => jsonResponse(200, testConfig());
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('needs name, e-mail of the right shape and message before sending', async () => {
    const mock = stubFetch({ 'GET /api/config': config });
    renderRoute(<ContactPage />, '/contact');
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    expect(await screen.findByText(contactMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.messageRequired)).toBeTruthy();
    type('Email', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    expect(await screen.findByText(contactMessages.invalidEmail)).toBeTruthy();
    expect(mock.mock.calls.some(([url]) => url === '/api/contact')).toBe(false);
  });

  it('sends with a bot-check token and confirms', async () => {
    const mock = stubFetch({
      'GET /api/config': config,
      'POST /api/contact': () => jsonResponse(200, { success: true, message: contactMessages.contactSent }),
    });
    renderRoute(<ContactPage />, '/contact');
    type('Name', 'Ana');
    type('Email', 'ana@example.test');
    type('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    expect((await screen.findByRole('status')).textContent).toContain(contactMessages.contactSent);
    expect(sentBody(mock, 'POST /api/contact')).toEqual({
      name: 'Ana',
      email: 'ana@example.test',
      message: 'Hello',
      token: 'solved-token',
    });
  });

  it("shows the server's error text, or 'Something went wrong.' when there is none", async () => {
    let answer = () =>
      jsonResponse(429, {
        error: 'rate_limited',
        message: 'Too many requests. Please wait a moment and try again.',
      });
    stubFetch({ 'GET /api/config': config, 'POST /api/contact': () => answer() });
    renderRoute(<ContactPage />, '/contact');
    type('Name', 'Ana');
    type('Email', 'ana@example.test');
    type('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    answer = () => new Response('<html>bad gateway</html>', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    await screen.findByText(contactMessages.failed);
  });
});

describe('SuggestPage', () => {
  const session = (signedIn: boolean) => ({
    'GET /api/auth/get-session': () =>
      jsonResponse(
        200,
        signedIn
          ? { session: { id: 's' }, user: { id: 'u1', email: 'maria@example.com', emailVerified: true } }
          : null,
      ),
    'GET /api/me': () => jsonResponse(200, testMe()),
    'GET /api/config': config,
  });

  it('asks a signed-out visitor to log in', async () => {
    stubFetch(session(false));
    renderRoute(<SuggestPage />, '/suggest');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('needs at least 5 characters after trimming, then sends and confirms', async () => {
    const mock = stubFetch({
      ...session(true),
      'POST /api/suggest': () =>
        jsonResponse(200, { success: true, message: contactMessages.suggestionSent }),
    });
    renderRoute(<SuggestPage />, '/suggest');
    fireEvent.change(await screen.findByLabelText('Your suggestion'), { target: { value: '  abcd  ' } });
    fireEvent.click(screen.getByRole('button', { name: /Send suggestion/ }));
    expect(await screen.findByText(contactMessages.suggestionTooShort)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your suggestion'), {
      target: { value: 'Dark mode for posters' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send suggestion/ }));
    expect((await screen.findByRole('status')).textContent).toContain(contactMessages.suggestionSent);
    expect(sentBody(mock, 'POST /api/suggest')).toEqual({
      message: 'Dark mode for posters',
      token: 'solved-token',
    });
  });
});
