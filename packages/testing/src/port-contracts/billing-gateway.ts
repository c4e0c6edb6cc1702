import type { BillingGateway, BillingUser } from '@reelatlas/core';
import { beforeAll, describe, expect, it } from 'vitest';

export interface BillingGatewayUnderTest {
  gateway: BillingGateway;
  /** A verified Free user who never trialled, without a customer at this provider. */
  newcomer: BillingUser;
  /** A user the provider knows as a customer (a subscription of theirs is on record). */
  customer: BillingUser;
  /** The site's address: the browser follows relative links from there. */
  siteUrl: string;
}

/** Where a browser sent to `url` from the site ends up: an http(s) address. */
const followed = (url: string, siteUrl: string) => new URL(url, siteUrl);

/**
 * The behaviour every `BillingGateway` shares (Stripe, and the local test billing of a laptop):
 * it names its provider and its one Pro price, and answers a checkout, with a trial or without,
 * and a customer's portal with an address the browser can follow, also when asked at once.
 */
export function describeBillingGateway(name: string, make: () => Promise<BillingGatewayUnderTest>): void {
  describe(`BillingGateway contract: ${name}`, () => {
    let under: BillingGatewayUnderTest;
    beforeAll(async () => {
      under = await make();
    });

    it('names its provider and the one Pro price a checkout may ask for', () => {
      expect(['stripe', 'test']).toContain(under.gateway.provider);
      expect(under.gateway.priceId).toMatch(/^price_\w+$/);
    });

    it('answers a checkout with an address the browser can follow, with the trial or without', async () => {
      for (const trialDays of [7, null]) {
        const { url } = await under.gateway.createCheckout({ user: under.newcomer, trialDays });
        expect(followed(url, under.siteUrl).protocol).toMatch(/^https?:$/);
      }
    });

    it("answers a customer's portal with an address the browser can follow, not the checkout's", async () => {
      const portal = await under.gateway.createPortal({ user: under.customer });
      const checkout = await under.gateway.createCheckout({ user: under.newcomer, trialDays: null });
      expect(followed(portal.url, under.siteUrl).protocol).toMatch(/^https?:$/);
      expect(followed(portal.url, under.siteUrl).pathname).not.toBe(
        followed(checkout.url, under.siteUrl).pathname,
      );
    });

    it('answers several checkouts at once', async () => {
      const answers = await Promise.all(
        [1, 2, 3].map(() => under.gateway.createCheckout({ user: under.newcomer, trialDays: 7 })),
      );
      for (const { url } of answers) expect(followed(url, under.siteUrl).protocol).toMatch(/^https?:$/);
    });
  });
}
