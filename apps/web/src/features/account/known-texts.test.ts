import {
  accountMessages,
  billingMessages,
  CONTACT_NAME_MAX,
  CONTROL_CHARACTERS_MESSAGE,
  contactMessages,
  messages,
  USERNAME_MAX_LENGTH,
} from '@reelatlas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/catalogs.ts';
import { billingText } from '../billing/billing-texts.ts';
import { contactText } from '../contact/contact-texts.ts';
import { accountText } from './known-texts.ts';

// The active language's texts, as components pass them (useT).
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

afterEach(() => activateLocale('en'));

describe('the shared English messages in the page language', () => {
  it("are, in English, exactly the product's texts", () => {
    for (const text of Object.values(accountMessages)) expect(accountText(text, t)).toBe(text);
    for (const text of Object.values(billingMessages)) expect(billingText(text, t)).toBe(text);
    for (const text of Object.values(contactMessages)) {
      if (typeof text === 'string') expect(contactText(text, t)).toBe(text);
    }
    const longName = contactMessages.tooLong(CONTACT_NAME_MAX);
    expect(contactText(longName, t)).toBe(longName);
    const longUsername = `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
    expect(accountText(longUsername, t)).toBe(longUsername);
    expect(accountText(messages.banned, t)).toBe(messages.banned);
    expect(t('upsell.text')).toBe(messages.upgradeOverlay);
    expect(t('upsell.textUnverified')).toBe(messages.unverifiedUpgradeOverlay);
    expect(t('upsell.noSearchesLeft')).toBe(messages.noSearchesLeft);
    expect(t('quota.verifyForMore')).toBe(messages.verifyForMoreSearches);
  });

  it('are every known message in German, values filled in, and anything else as it came', async () => {
    await activateLocale('de');
    expect(accountText(accountMessages.passwordTooShort, t)).toBe(
      'Das Passwort muss mindestens 6 Zeichen lang sein',
    );
    expect(contactText(contactMessages.tooLong(CONTACT_NAME_MAX), t)).toBe(
      `Bitte bleib unter ${CONTACT_NAME_MAX} Zeichen.`,
    );
    expect(contactText(CONTROL_CHARACTERS_MESSAGE, t)).toBe('Bitte entferne unsichtbare Steuerzeichen.');
    expect(billingText(billingMessages.alreadyPro, t)).toBe(
      'Du hast bereits Pro. Verwalte dein Abo in deinem Profil.',
    );
    // The server's own wording (or a hostile text) is shown as it is, never looked up as an id.
    expect(accountText('account.msg.fallback', t)).toBe('account.msg.fallback');
    expect(accountText('constructor', t)).toBe('constructor');
    expect(accountText('Deine Adresse ist gesperrt.', t)).toBe('Deine Adresse ist gesperrt.');
  });
});
