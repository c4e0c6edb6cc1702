import { accountMessages, proDeleteNotice } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../../test/field-messages.ts';
import { fakeMe, profileServer, renderProfile } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/render-route.tsx';
import { notify } from '../../lib/notify.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));

const deleteCalls = (mock: ReturnType<typeof profileServer>) =>
  mock.mock.calls.filter(([url, init]) => url === '/api/me' && init?.method === 'DELETE');

/** Opens /profile, then the dialog; answers the dialog and its password field. */
async function openDialog() {
  renderProfile();
  const opener = await screen.findByRole('button', { name: 'Delete Account' });
  // As a real click (or Enter) would, the button has focus when it opens the dialog.
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
  const password = within(dialog).getByLabelText('Current password') as HTMLInputElement;
  return { dialog, password };
}

function confirmWith(dialog: HTMLElement, password: HTMLInputElement, value: string) {
  fireEvent.change(password, { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.info).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Danger Zone: delete account', () => {
  it('opens a dialog focused on the current password; Cancel closes it and returns focus', async () => {
    profileServer(fakeMe());
    const { dialog, password } = await openDialog();
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(document.activeElement).toBe(password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Account' }));
  });

  it('asks for the password before calling the server', async () => {
    const fetchMock = profileServer(fakeMe());
    const { dialog, password } = await openDialog();
    confirmWith(dialog, password, '');
    expect(fieldMessages(password)).toEqual([accountMessages.passwordRequired]);
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it("shows 'Incorrect password. Please try again.' at the field and keeps the dialog open", async () => {
    profileServer(fakeMe(), {
      'DELETE /api/me': () =>
        jsonResponse(403, {
          error: 'forbidden',
          message: accountMessages.incorrectPassword,
          fields: { password: accountMessages.incorrectPassword },
        }),
    });
    const { dialog, password } = await openDialog();
    confirmWith(dialog, password, 'Wrong123');
    await waitFor(() => expect(fieldMessages(password)).toEqual([accountMessages.incorrectPassword]));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeTruthy();
  });

  it("shows the server's Pro notice when a paid plan started after the page loaded", async () => {
    const notice = proDeleteNotice('Dec 01, 2026, 00:00 UTC');
    profileServer(fakeMe(), {
      'DELETE /api/me': () => jsonResponse(409, { error: 'conflict', message: notice }),
    });
    const { dialog, password } = await openDialog();
    confirmWith(dialog, password, 'Secret12');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(notice);
    expect(password.hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    ['a server failure', () => jsonResponse(500, { error: 'internal', message: 'x' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("falls back to 'Failed to delete account. Please try again.' on %s", async (_name, answer) => {
    profileServer(fakeMe(), { 'DELETE /api/me': answer });
    const { dialog, password } = await openDialog();
    confirmWith(dialog, password, 'Secret12');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(accountMessages.deleteFailed);
  });

  it('deletes with the password, forgets the session and goes home', async () => {
    let deleted = false;
    localStorage.setItem('user_logged_in', 'true');
    localStorage.setItem('user_plan', 'Free');
    localStorage.setItem('searchCount', '2');
    const fetchMock = profileServer(fakeMe(), {
      'DELETE /api/me': () => {
        deleted = true;
        return jsonResponse(200, { deleted: true });
      },
      'GET /api/auth/get-session': () =>
        jsonResponse(
          200,
          deleted
            ? null
            : { session: { id: 's' }, user: { id: 'u1', email: 'maria@example.com', emailVerified: true } },
        ),
    });
    const { dialog, password } = await openDialog();
    confirmWith(dialog, password, 'Secret12');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(sentBody(fetchMock, 'DELETE /api/me')).toEqual({ password: 'Secret12' });
    await waitFor(() => expect(localStorage.getItem('user_logged_in')).toBe('false'));
    expect(localStorage.getItem('user_plan')).toBe('Free');
    expect(localStorage.getItem('pro_access')).toBe('false');
    expect(localStorage.getItem('searchCount')).toBeNull();
    expect(notify.info).toHaveBeenCalledWith('Your account has been deleted.');
  });
});
