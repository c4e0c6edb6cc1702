// The account use cases' own decisions, without a database: the ADMIN_EMAILS rule, the order
// of deletion's checks, and the profile's. The store itself is held to the shared AccountStore
// suite (packages/db/test/account-store-contract.test.ts); the texts over HTTP by the API tests.
import { accountMessages } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AdminGrantFacts,
  type AppError,
  adminSetupStep,
  deleteAccount,
  grantAdminIfListed,
  mayBecomeAdmin,
  updateProfile,
} from '../src/index.ts';

const OPENED = new Date('2026-11-21T12:00:00Z');
const facts = (overrides: Partial<AdminGrantFacts> = {}): AdminGrantFacts => ({
  email: 'Boss@Example.test',
  emailVerified: true,
  emailVerifiedAt: new Date('2026-11-21T11:00:00Z'),
  isAdmin: false,
  passwordResetAt: new Date('2026-11-21T11:30:00Z'),
  hasPassword: true,
  ...overrides,
});
const ADMINS = ['boss@example.test'];

describe('the admin hint (what a listed account still has to do)', () => {
  const step = (found: AdminGrantFacts | null, adminSession = false, admins = ADMINS) => {
    const reads: string[] = [];
    const accounts = {
      adminFacts: async (id: string) => {
        reads.push(id);
        return found;
      },
    };
    return adminSetupStep(
      { accounts, adminEmails: admins },
      { id: 'u1', email: 'BOSS@example.test' },
      adminSession,
    ).then((answer) => ({ answer, reads }));
  };

  it('asks for the reset link while the password was never set through it', async () => {
    expect(await step(facts({ passwordResetAt: null }))).toEqual({ answer: 'reset_password', reads: ['u1'] });
  });

  it('asks to sign in again when nothing else is missing (a session from before), also without a password', async () => {
    expect((await step(facts())).answer).toBe('sign_in_again');
    expect((await step(facts({ hasPassword: false, passwordResetAt: null }))).answer).toBe('sign_in_again');
  });

  it('says nothing to an admin session, an unlisted address (without reading), or an unverified one', async () => {
    expect(await step(facts(), true)).toEqual({ answer: null, reads: [] });
    expect(await step(facts(), false, ['other@example.test'])).toEqual({ answer: null, reads: [] });
    expect((await step(facts({ emailVerified: false, passwordResetAt: null }))).answer).toBeNull();
    expect((await step(facts({ emailVerifiedAt: null }))).answer).toBeNull();
    expect((await step(null)).answer).toBeNull();
  });
});

describe('the ADMIN_EMAILS rule', () => {
  it('grants a listed, verified address (any case) whose password was set through the reset link', () => {
    expect(mayBecomeAdmin(facts(), OPENED, ADMINS)).toBe(true);
  });

  it('grants an account without a password (Google alone) that never reset one', () => {
    expect(mayBecomeAdmin(facts({ hasPassword: false, passwordResetAt: null }), OPENED, ADMINS)).toBe(true);
  });

  it('refuses a password chosen before verification and never reset (a squatter’s)', () => {
    expect(mayBecomeAdmin(facts({ passwordResetAt: null }), OPENED, ADMINS)).toBe(false);
  });

  it('refuses an unlisted, unverified or later-verified address, and one already admin', () => {
    expect(mayBecomeAdmin(facts(), OPENED, ['other@example.test'])).toBe(false);
    expect(mayBecomeAdmin(facts({ emailVerified: false }), OPENED, ADMINS)).toBe(false);
    expect(mayBecomeAdmin(facts({ emailVerifiedAt: null }), OPENED, ADMINS)).toBe(false);
    expect(mayBecomeAdmin(facts({ emailVerifiedAt: new Date(OPENED.getTime() + 1) }), OPENED, ADMINS)).toBe(
      false,
    );
    expect(mayBecomeAdmin(facts({ emailVerifiedAt: OPENED }), OPENED, ADMINS)).toBe(true);
    expect(mayBecomeAdmin(facts({ isAdmin: true }), OPENED, ADMINS)).toBe(false);
  });

  it('reads nothing without ADMIN_EMAILS, and writes only when the rule holds', async () => {
    const calls: string[] = [];
    const accounts = {
      adminFacts: async (id: string) => {
        calls.push(`read ${id}`);
        return id === 'u1' ? facts() : facts({ passwordResetAt: null });
      },
      grantAdmin: async (id: string) => {
        calls.push(`grant ${id}`);
      },
    };
    expect(await grantAdminIfListed({ accounts, adminEmails: [] }, 'u1', OPENED)).toBe(false);
    expect(calls).toEqual([]);
    expect(await grantAdminIfListed({ accounts, adminEmails: ADMINS }, 'u1', OPENED)).toBe(true);
    expect(await grantAdminIfListed({ accounts, adminEmails: ADMINS }, 'u2', OPENED)).toBe(false);
    expect(calls).toEqual(['read u1', 'grant u1', 'read u2']);
  });
});

describe('account deletion', () => {
  const NOW = new Date('2026-01-15T12:00:00Z');
  const setup = (hash: string | null) => {
    const deleted: string[] = [];
    const recorded: string[] = [];
    const deps = {
      accounts: {
        passwordHash: async () => hash,
        deleteUser: async (id: string) => {
          deleted.push(id);
        },
      },
      billing: { subscriptionsOf: async () => [] },
      trials: {
        record: async (email: string) => {
          recorded.push(email);
        },
      },
      passwords: { verify: async ({ password }: { password: string }) => password === 'right' },
      clock: { now: () => NOW },
    };
    return { deps, deleted, recorded };
  };
  const free = { id: 'u1', email: 'u1@example.test', trialUsed: false, plan: 'Free' as const };
  const error = (run: Promise<unknown>) =>
    run.then(
      () => null,
      (err: unknown) => err as AppError,
    );

  it('is refused while a trial runs, before the password is looked at, with the end in UTC', async () => {
    const { deps, deleted } = setup('hash');
    const trial = { ...free, plan: 'Trial' as const, trialEndDate: new Date('2026-01-20T08:05:00Z') };
    const refused = await error(deleteAccount(deps, trial, 'wrong'));
    expect(refused).toMatchObject({ code: 'conflict' });
    expect(refused?.message).toContain('Jan 20, 2026, 08:05 UTC');
    expect(deleted).toEqual([]);
  });

  it('needs the password: a wrong one, or an account without one, is 403 with the product text', async () => {
    const wrong = setup('hash');
    expect(await error(deleteAccount(wrong.deps, free, 'wrong'))).toMatchObject({
      code: 'forbidden',
      fields: { password: accountMessages.incorrectPassword },
    });
    const none = setup(null);
    expect(await error(deleteAccount(none.deps, free, 'right'))).toMatchObject({
      code: 'forbidden',
    });
    expect([...wrong.deleted, ...none.deleted]).toEqual([]);
  });

  it('deletes a Free account confirmed with its password', async () => {
    const { deps, deleted } = setup('hash');
    await deleteAccount(deps, free, 'right');
    expect(deleted).toEqual(['u1']);
  });

  it('leaves the address of an account that used its trial in the trial registry, and no other', async () => {
    const used = setup('hash');
    await deleteAccount(used.deps, { ...free, trialUsed: true }, 'right');
    expect(used.recorded).toEqual(['u1@example.test']);
    const never = setup('hash');
    await deleteAccount(never.deps, free, 'right');
    expect(never.recorded).toEqual([]);
    // A refused deletion records nothing either.
    const wrong = setup('hash');
    await error(deleteAccount(wrong.deps, { ...free, trialUsed: true }, 'wrong'));
    expect(wrong.recorded).toEqual([]);
  });
});

describe('profile changes', () => {
  const setup = (taken: string[]) => {
    const writes: string[] = [];
    const deps = {
      accounts: {
        setUsername: async (_id: string, name: string) => {
          if (taken.includes(name.toLowerCase())) return false;
          writes.push(`username ${name}`);
          return true;
        },
        setCountry: async (_id: string, country: string) => {
          writes.push(`country ${country}`);
        },
        setLanguage: async (_id: string, language: string) => {
          writes.push(`language ${language}`);
        },
      },
      countries: { isKnown: (code: string) => ['SE', 'JP'].includes(code) },
    };
    return { deps, writes };
  };

  it('refuses a taken username with 409 and the product text, before touching the country', async () => {
    const { deps, writes } = setup(['neo']);
    await expect(updateProfile(deps, 'u1', { username: 'Neo', country: 'JP' })).rejects.toMatchObject({
      code: 'conflict',
      message: accountMessages.usernameTaken,
    });
    expect(writes).toEqual([]);
  });

  it('refuses a country the dropdown does not offer, and writes a known one', async () => {
    const { deps, writes } = setup([]);
    await expect(updateProfile(deps, 'u1', { country: 'XX' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { country: accountMessages.unknownCountry },
    });
    await updateProfile(deps, 'u1', { username: 'Trinity', country: 'JP' });
    expect(writes).toEqual(['username Trinity', 'country JP']);
  });

  it('writes a language after the other changes, and nothing when none is asked for', async () => {
    const { deps, writes } = setup([]);
    await updateProfile(deps, 'u1', { country: 'SE', language: 'ar' });
    await updateProfile(deps, 'u1', { username: 'Morpheus' });
    expect(writes).toEqual(['country SE', 'language ar', 'username Morpheus']);
  });
});
