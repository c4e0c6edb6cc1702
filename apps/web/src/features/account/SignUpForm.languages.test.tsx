import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { fieldMessages } from '../../../test/field-messages.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { LoginPage } from './LoginPage.tsx';

// The sign-up form as a German and an Arabic reader see it: the page's texts, the shared
// schema's field messages and the server's answers, in the page's language.

function server(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/auth/get-session': () => jsonResponse(200, null),
    'GET /api/config': () => jsonResponse(200, testConfig()),
    'POST /api/auth/sign-up/email': () =>
      jsonResponse(200, {
        token: null,
        user: { id: 'u1', email: 'maria@example.com', emailVerified: false, name: 'maria' },
      }),
    'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    ...handlers,
  });
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('sign-up form in German', () => {
  const openSignUp = async () => {
    await activateLocale('de');
    renderRoute(<LoginPage />, '/login');
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    press('Konto erstellen');
    await screen.findByRole('heading', { name: 'Konto erstellen' });
  };

  it('labels every field and says what each failed rule needs, at its field', async () => {
    server();
    await openSignUp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anmelden / Registrieren');
    expect(screen.getByRole('link', { name: /Nutzungsbedingungen/ }).textContent).toBe(
      'Nutzungsbedingungen (öffnet in einem neuen Tab)',
    );
    type('E-Mail', 'kein-mail');
    type('Passwort', 'abc');
    press('Registrieren');
    expect(fieldMessages(field('E-Mail'))).toEqual(['Ungültiges E-Mail-Format.']);
    expect(fieldMessages(field('Passwort'))).toEqual([
      'Das Passwort muss mindestens 6 Zeichen lang sein',
      'Das Passwort muss mindestens einen Großbuchstaben enthalten',
      'Das Passwort muss mindestens eine Ziffer enthalten',
    ]);
    expect(fieldMessages(field('Benutzername'))).toEqual([
      'Bitte fülle alle Felder aus und akzeptiere die Nutzungsbedingungen.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(field('E-Mail')));
  });

  it("shows a server's field message it knows in German, and one it does not as the server wrote it", async () => {
    server({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(400, {
          error: 'validation_failed',
          message: 'The request was not valid.',
          fields: { username: 'Username is already taken', email: 'Diese Adresse ist gesperrt.' },
        }),
    });
    await openSignUp();
    type('E-Mail', 'maria@example.com');
    type('Passwort', 'Secret1');
    type('Benutzername', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    press('Registrieren');
    await waitFor(() =>
      expect(fieldMessages(field('Benutzername'))).toEqual(['Dieser Benutzername ist bereits vergeben']),
    );
    expect(fieldMessages(field('E-Mail'))).toEqual(['Diese Adresse ist gesperrt.']);
  });

  it('confirms the sign-up and counts the resend cooldown in German', async () => {
    server();
    await openSignUp();
    type('E-Mail', 'maria@example.com');
    type('Passwort', 'Secret1');
    type('Benutzername', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    press('Registrieren');
    const banner = await screen.findByTestId('account-created');
    expect(banner.textContent).toContain(
      'Schau in dein Postfach: Wir haben eine E-Mail an maria@example.com geschickt.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail erneut senden' }));
    expect(await screen.findByRole('button', { name: /Erneut senden in \d+ s/ })).toBeTruthy();
    expect(await screen.findByText(/Bestätigungs-E-Mail gesendet!/)).toBeTruthy();
  });
});

describe('sign-up form in Arabic', () => {
  it('reads right to left, in Arabic, with its field messages and a hostile name refused in Arabic', async () => {
    server();
    await activateLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    renderRoute(<LoginPage />, '/login');
    await screen.findByRole('heading', { name: 'مرحبًا بعودتك' });
    press('أنشئ حسابًا');
    await screen.findByRole('heading', { name: 'إنشاء حساب' });
    type('البريد الإلكتروني', 'maria@example.com');
    type('كلمة المرور', 'Secret1');
    type('اسم المستخدم', 'ma\u202Eria');
    fireEvent.click(screen.getByRole('checkbox'));
    press('إنشاء حساب');
    expect(fieldMessages(field('اسم المستخدم'))).toEqual(['يُرجى إزالة أحرف التحكم غير المرئية.']);
    type('البريد الإلكتروني', '');
    press('إنشاء حساب');
    expect(fieldMessages(field('البريد الإلكتروني'))).toEqual(['يُرجى إدخال بريدك الإلكتروني.']);
  });

  it('says too many attempts in Arabic', async () => {
    server({ 'POST /api/auth/sign-up/email': () => jsonResponse(429, { message: 'Too many requests' }) });
    await activateLocale('ar');
    renderRoute(<LoginPage />, '/login');
    await screen.findByRole('heading', { name: 'مرحبًا بعودتك' });
    press('أنشئ حسابًا');
    type('البريد الإلكتروني', 'maria@example.com');
    type('كلمة المرور', 'Secret1');
    type('اسم المستخدم', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    press('إنشاء حساب');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    );
  });
});
