import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMe, profileServer } from '../../test/profile-test-server.tsx';
import { renderRoute, sentBody, stubFetch } from '../../test/render-route.tsx';
import { activateLocale } from '../lib/i18n/catalogs.ts';
import { openPage } from '../lib/i18n/locale.ts';
import { Footer } from './Footer.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

vi.mock('../lib/i18n/locale.ts', async (original) => ({
  ...(await original<typeof import('../lib/i18n/locale.ts')>()),
  openPage: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(openPage).mockClear();
  stubFetch({});
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the stored choice between tests.
  document.cookie = 'lang=; path=/; max-age=0';
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('switching language', () => {
  it('changes the texts on screen, plural forms included, and sets <html lang dir>', async () => {
    renderRoute(<Footer />, '/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('73% off + 3 extra months')).toBeTruthy();

    await act(() => activateLocale('de'));
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fußzeile' })).toBeTruthy();
    expect(screen.getByText('73 % Rabatt + 3 Gratismonate')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');

    await act(() => activateLocale('ar'));
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toBeTruthy();
    // Three is Arabic's "few" form.
    expect(screen.getByText(/أشهر إضافية/)).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');

    await act(() => activateLocale('pl'));
    expect(screen.getByText(/3 dodatkowe miesiące/)).toBeTruthy();

    await act(() => activateLocale('en'));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('LanguageMenu', () => {
  it('lists every language in itself, each link keeping the page, and remembers the choice', () => {
    renderRoute(<LanguageMenu />, '/movie', '/movie?id=movie:603');
    const button = screen.getByRole('button', { name: /Language/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/de/movie?id=movie:603');
    expect(german.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar/movie?id=movie:603');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(13);

    german.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(german);
    expect(document.cookie).toContain('lang=de');
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderRoute(<LanguageMenu />, '/');
    const button = screen.getByRole('button', { name: /Language/ });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deutsch' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('signed in, saves the account’s language before it opens the page in it', async () => {
    const fetchMock = profileServer(fakeMe({ language: 'en' }));
    renderRoute(<LanguageMenu />, '/movie', '/movie?id=movie:603');
    // The session is known before a choice is made (the header shows the profile link by then).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(screen.getByRole('link', { name: '日本語' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('http://localhost:3000/ja/movie?id=movie:603'));
    expect(sentBody(fetchMock, 'PATCH /api/me')).toEqual({ language: 'ja' });
    expect(document.cookie).toContain('lang=ja');
  });

  it('signed in, still opens the page when the account refuses or cannot be reached', async () => {
    const fetchMock = profileServer(fakeMe(), {
      'PATCH /api/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute(<LanguageMenu />, '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith(expect.stringMatching(/\/de\/$/)));
  });

  it('signed out, only the device remembers the choice: nothing is sent', () => {
    const fetchMock = stubFetch({});
    renderRoute(<LanguageMenu />, '/');
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    const german = screen.getByRole('link', { name: 'Deutsch' });
    german.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(german);
    expect(document.cookie).toContain('lang=de');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(openPage).not.toHaveBeenCalled();
  });
});
