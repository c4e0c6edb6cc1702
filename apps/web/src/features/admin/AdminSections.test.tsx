import { adminMessages } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMe, profileServer, renderProfile } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/render-route.tsx';
import { notify } from '../../lib/notify.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));

const admin = fakeMe({ isAdmin: true, username: 'boss' });
const noMessages = () => jsonResponse(200, { contact: [], suggestions: [] });
const banSection = () => screen.findByRole('region', { name: 'IP Ban Management' });

beforeEach(() => {
  vi.mocked(notify.info).mockClear();
  vi.mocked(notify.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile admin sections', () => {
  it('are not shown to a user without the admin role', async () => {
    profileServer(fakeMe());
    renderProfile();
    await screen.findByRole('heading', { level: 2, name: 'Account Information' });
    expect(screen.queryByRole('region', { name: 'IP Ban Management' })).toBeNull();
  });

  it('list the banned addresses, and ban one with the product text', async () => {
    let ips = ['198.51.100.0/24'];
    const mock = profileServer(admin, {
      'GET /api/banned-ips': () => jsonResponse(200, { ips }),
      'POST /api/ban-ip': () => {
        ips = ['203.0.113.7', ...ips];
        return jsonResponse(200, { success: true, ip: '203.0.113.7', message: adminMessages.banned });
      },
      'GET /api/admin/messages': noMessages,
    });
    renderProfile();
    const section = await banSection();
    expect(await within(section).findByText('198.51.100.0/24')).toBeTruthy();

    fireEvent.change(within(section).getByLabelText('IP address or range'), {
      target: { value: ' 203.0.113.7 ' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Ban IP' }));
    expect(await within(section).findByText('203.0.113.7')).toBeTruthy();
    expect(sentBody(mock, 'POST /api/ban-ip')).toEqual({ ip: '203.0.113.7' });
    expect(notify.info).toHaveBeenCalledWith(adminMessages.banned);
  });

  it('need a non-empty address before asking the server, and show the server’s reason on failure', async () => {
    const mock = profileServer(admin, {
      'GET /api/banned-ips': () => jsonResponse(200, { ips: [] }),
      'POST /api/ban-ip': () =>
        jsonResponse(400, {
          error: 'validation_failed',
          message: adminMessages.ownAddress,
          fields: { ip: adminMessages.ownAddress },
        }),
      'GET /api/admin/messages': noMessages,
    });
    renderProfile();
    const section = await banSection();
    await within(section).findByText('No addresses are banned.');
    fireEvent.click(within(section).getByRole('button', { name: 'Ban IP' }));
    expect(await within(section).findByText(adminMessages.ipRequired)).toBeTruthy();
    expect(mock.mock.calls.some(([url]) => url === '/api/ban-ip')).toBe(false);

    fireEvent.change(within(section).getByLabelText('IP address or range'), {
      target: { value: '127.0.0.1' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Ban IP' }));
    expect(await within(section).findByText(adminMessages.ownAddress)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(adminMessages.banFailed);
  });

  it('unban an address with the product texts for success and failure', async () => {
    let ips = ['198.51.100.0/24', '2001:db8::1'];
    profileServer(admin, {
      'GET /api/banned-ips': () => jsonResponse(200, { ips }),
      'POST /api/unban-ip': (init) => {
        const { ip } = JSON.parse(String(init?.body)) as { ip: string };
        if (ip === '2001:db8::1') return jsonResponse(500, { error: 'internal', message: 'x' });
        ips = ips.filter((entry) => entry !== ip);
        return jsonResponse(200, { success: true, ip, message: adminMessages.unbanned });
      },
      'GET /api/admin/messages': noMessages,
    });
    renderProfile();
    const section = await banSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Unban 198.51.100.0/24' }));
    await waitFor(() => expect(within(section).queryByText('198.51.100.0/24')).toBeNull());
    expect(notify.info).toHaveBeenCalledWith(adminMessages.unbanned);
    fireEvent.click(within(section).getByRole('button', { name: 'Unban 2001:db8::1' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(adminMessages.unbanFailed));
  });

  it('show contact messages and suggestions as plain text, never as markup', async () => {
    const script = '<script>window.pwned = true</script><b>bold</b>';
    profileServer(admin, {
      'GET /api/banned-ips': () => jsonResponse(200, { ips: [] }),
      'GET /api/admin/messages': () =>
        jsonResponse(200, {
          contact: [
            {
              id: 1,
              name: '<i>Eve</i>',
              email: 'eve@example.test',
              message: script,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
          suggestions: [
            { id: 2, username: null, message: 'Add Kodi\nplease', createdAt: '2026-03-02T10:00:00.000Z' },
          ],
        }),
    });
    renderProfile();
    const inbox = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(inbox).findByText(script)).toBeTruthy();
    expect(within(inbox).getByText('<i>Eve</i> <eve@example.test>')).toBeTruthy();
    expect(inbox.querySelector('script, b, i')).toBeNull();
    expect(within(inbox).getByText('Deleted account')).toBeTruthy();
  });
});
