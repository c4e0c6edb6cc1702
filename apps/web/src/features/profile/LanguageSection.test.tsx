import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMe, profileServer, renderProfile } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/render-route.tsx';
import { openPage } from '../../lib/i18n/locale.ts';
import { notify } from '../../lib/notify.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/i18n/locale.ts', async (original) => ({
  ...(await original<typeof import('../../lib/i18n/locale.ts')>()),
  openPage: vi.fn(),
}));

const section = async () =>
  within(await screen.findByRole('region', { name: 'Language' }, { timeout: 5_000 }));

beforeEach(() => {
  vi.mocked(openPage).mockClear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the device's stored language between tests.
  document.cookie = 'lang=; path=/; max-age=0';
  vi.mocked(notify.info).mockClear();
  vi.mocked(notify.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage: Language', () => {
  it('names every language in itself and shows the account’s', async () => {
    profileServer(fakeMe({ language: 'ja' }));
    renderProfile();
    const language = await section();
    const select = language.getByLabelText('Your language') as HTMLSelectElement;
    expect(select.value).toBe('ja');
    const options = [...select.options].map((option) => option.textContent);
    expect(options).toHaveLength(13);
    expect(options).toEqual(
      expect.arrayContaining(['English', 'Deutsch', '日本語', 'العربية', 'Português (Brasil)']),
    );
    expect(select.querySelector('option[value="ar"]')?.getAttribute('dir')).toBe('rtl');
  });

  it('saves a change through the server, then opens the page in that language, as the header would', async () => {
    const fetchMock = profileServer(fakeMe());
    renderProfile();
    const language = await section();
    const select = language.getByLabelText('Your language') as HTMLSelectElement;
    const update = language.getByRole('button', { name: 'Update Language' }) as HTMLButtonElement;
    expect(select.value).toBe('en');
    expect(update.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(update);
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/de/profile'));
    expect(sentBody(fetchMock, 'PATCH /api/me')).toEqual({ language: 'de' });
    // The device remembers it too, so the header's menu shows the language the account has.
    expect(document.cookie).toContain('lang=de');
    expect(notify.info).not.toHaveBeenCalled();
  });

  it("says so and disables 'Update Language' when the page already speaks the language saved", async () => {
    const fetchMock = profileServer(fakeMe({ language: 'ja' }));
    renderProfile();
    const language = await section();
    const select = language.getByLabelText('Your language') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.click(language.getByRole('button', { name: 'Update Language' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('✅ Language updated!'));
    expect(sentBody(fetchMock, 'PATCH /api/me')).toEqual({ language: 'en' });
    expect(openPage).not.toHaveBeenCalled();
    expect(select.value).toBe('en');
    expect((language.getByRole('button', { name: 'Update Language' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's refusal, and a generic failure otherwise, keeping the choice", async () => {
    let answer = jsonResponse(400, {
      error: 'validation_failed',
      message: 'language: Choose a language.',
      fields: { language: 'Choose a language.' },
    });
    profileServer(fakeMe(), { 'PATCH /api/me': () => answer });
    renderProfile();
    const language = await section();
    const select = language.getByLabelText('Your language') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'ko' } });
    fireEvent.click(language.getByRole('button', { name: 'Update Language' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('language: Choose a language.'));
    answer = jsonResponse(500, { error: 'internal', message: 'x' });
    fireEvent.click(language.getByRole('button', { name: 'Update Language' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('❌ Failed to update language.'));
    expect(select.value).toBe('ko');
    expect(openPage).not.toHaveBeenCalled();
  });
});
