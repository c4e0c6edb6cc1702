import type { PublicConfig } from '@reelatlas/contracts';

/** A /api/config answer (the embedded defaults), with any field overridden. */
export function testConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    botCheck: { provider: 'altcha', challengeUrl: '/api/botcheck/challenge' },
    vpnAffiliateUrl: 'https://vpn.example/',
    demoCatalog: true,
    googleSignIn: false,
    billing: { provider: 'test', priceId: 'price_test_pro' },
    ...overrides,
  };
}
