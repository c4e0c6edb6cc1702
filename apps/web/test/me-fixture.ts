import type { Me } from '@reelatlas/contracts';

/** A signed-in Free user as `GET /api/me` answers it; tests override what they are about. */
export function testMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    email: 'maria@example.com',
    emailVerified: true,
    username: 'maria',
    name: 'maria',
    image: null,
    country: 'SE',
    plan: 'Free',
    isPro: false,
    isTrial: false,
    trialEndDate: null,
    subscriptionEndDate: null,
    trialUsed: false,
    isAdmin: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}
