import type { Me } from '@reelatlas/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasProAccess, writePlanFallback, writeSessionMirror } from './session-mirror.ts';

const me = (plan: Me['plan'], isPro = false) => ({ plan, isPro }) as Me;

const mirror = () => ({
  loggedIn: localStorage.getItem('user_logged_in'),
  plan: localStorage.getItem('user_plan'),
  pro: localStorage.getItem('pro_access'),
});

describe('session mirror (docs/product-rules.md#browser-state)', () => {
  beforeEach(() => localStorage.clear());

  it('counts Pro, Trial and the isPro flag as Pro access', () => {
    expect(hasProAccess(me('Pro'))).toBe(true);
    expect(hasProAccess(me('Trial'))).toBe(true);
    expect(hasProAccess(me('Free', true))).toBe(true);
    expect(hasProAccess(me('Free'))).toBe(false);
    expect(hasProAccess(null)).toBe(false);
  });

  it('mirrors the signed-in plan and falls back to Free on sign-out', () => {
    writeSessionMirror(me('Trial'));
    expect(mirror()).toEqual({ loggedIn: 'true', plan: 'Trial', pro: 'true' });
    writeSessionMirror(null);
    expect(mirror()).toEqual({ loggedIn: 'false', plan: 'Free', pro: 'false' });
  });

  it('falls back to Free on an error without touching the login flag', () => {
    writeSessionMirror(me('Pro'));
    writePlanFallback();
    expect(mirror()).toEqual({ loggedIn: 'true', plan: 'Free', pro: 'false' });
  });
});
