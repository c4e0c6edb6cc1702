import { PRO_PRICE } from '@reelatlas/contracts';
import {
  AppError,
  applySubscriptionChange,
  checkoutOffer,
  formatUtcDate,
  isLive,
  type SubscriptionRecord,
} from '@reelatlas/core';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { type Html, serverPage } from './server-page.ts';

const actionSchema = z.object({
  action: z.enum(['cancel', 'resume', 'end-period', 'fail-payment']),
  subscription: z.string().min(1).max(100),
});

const TEST_MODE_BANNER = html`<p role="note" class="test-mode">TEST MODE — no real payment is taken. Set STRIPE_SECRET_KEY to use Stripe.</p>`;

const page = (title: string, body: Html) =>
  serverPage({ title, tabTitle: `${title} — TEST MODE`, body, banner: TEST_MODE_BANNER });

const button = (label: string, name?: string, value?: string) =>
  html`<button type="submit" ${name ? html`name="${name}" value="${value}"` : ''}>${label}</button>`;

/**
 * The test billing's pages (docs/product-rules.md#billing): a checkout and a subscription "portal" that stand in
 * for Stripe's when STRIPE_SECRET_KEY is unset, outside production only. They act for the
 * signed-in user on their own subscriptions; the forms are POSTs, covered by the same-origin
 * check and the SameSite session cookie, so another site cannot press the buttons.
 */
export function testBillingRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const testBilling = deps.testBilling;
  if (!testBilling) return routes;

  const requireUser = async (c: Context<AppEnv>) => signedInUser(deps, c);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  const signIn = (c: Context<AppEnv>) => c.redirect('/login', 303);

  const checkoutPage = async (c: Context<AppEnv>, userId: string, problem?: string) => {
    noStore(c);
    let offer: Awaited<ReturnType<typeof checkoutOffer>>;
    try {
      offer = await checkoutOffer(deps, userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return c.html(
        page(
          'Checkout',
          html`<p role="alert">${error.message}</p><p><a href="/premium">Back to Premium</a></p>`,
        ),
        error.code === 'conflict' ? 409 : 403,
      );
    }
    const terms = offer.trialDays
      ? `${offer.trialDays}-day free trial, then ${PRO_PRICE.amount}/month. Cancel any time before the trial ends.`
      : `${PRO_PRICE.amount}/month, renews monthly until cancelled.`;
    return c.html(
      page(
        'ReelAtlas Pro checkout',
        html`${problem ? html`<p role="alert">${problem}</p>` : ''}
<p>Account: <strong>${offer.user.email}</strong></p>
<p data-testid="checkout-terms">${terms}</p>
<form method="post" action="/dev/checkout">${button('Pay')}</form>
<p><a href="/premium">Cancel</a> and return to ReelAtlas.</p>`,
      ),
    );
  };

  const billingPage = async (c: Context<AppEnv>, userId: string) => {
    noStore(c);
    const subscriptions = (await deps.billing.subscriptionsOf(userId))
      .filter((s) => s.provider === 'test')
      .sort((a, b) => b.lastEventAt.getTime() - a.lastEventAt.getTime());
    const current = subscriptions.find(isLive);
    if (!current) {
      return c.html(
        page(
          'Your subscription',
          html`<p>No active subscription.</p><p><a href="/premium">Go to Premium</a> · <a href="/profile">Return to ReelAtlas</a></p>`,
        ),
      );
    }
    return c.html(page('Your subscription', subscriptionView(current)));
  };

  const subscriptionView = (s: SubscriptionRecord) => {
    const cancelling = s.cancelAtPeriodEnd || s.cancelAt !== null;
    const trialing = s.status === 'trialing';
    const ends = trialing ? s.trialEnd : s.currentPeriodEnd;
    return html`<dl>
<dt>Plan</dt><dd>ReelAtlas Pro, ${PRO_PRICE.amount}/month</dd>
<dt>Status</dt><dd data-testid="subscription-status">${s.status}${cancelling ? ' (cancels at the end of the period)' : ''}</dd>
<dt>${trialing ? 'Trial ends' : cancelling ? 'Access ends' : 'Renews'}</dt><dd>${formatUtcDate(ends)}</dd>
</dl>
<form method="post" action="/dev/billing">
<input type="hidden" name="subscription" value="${s.id}">
${cancelling ? button('Resume', 'action', 'resume') : button('Cancel', 'action', 'cancel')}
${button(trialing ? 'End trial now' : 'End period now', 'action', 'end-period')}
${s.status === 'active' ? button('Payment fails', 'action', 'fail-payment') : ''}
</form>
<p><a href="/profile">Return to ReelAtlas</a></p>`;
  };

  routes.get('/dev/checkout', async (c) => {
    const user = await requireUser(c);
    return user ? checkoutPage(c, user.id) : signIn(c);
  });

  routes.post('/dev/checkout', async (c) => {
    const user = await requireUser(c);
    if (!user) return signIn(c);
    let offer: Awaited<ReturnType<typeof checkoutOffer>>;
    try {
      offer = await checkoutOffer(deps, user.id);
    } catch (error) {
      if (error instanceof AppError) return checkoutPage(c, user.id);
      throw error;
    }
    await applySubscriptionChange(deps, testBilling.pay(user.id, offer.trialDays, deps.clock.now()));
    return c.redirect('/thankyou', 303);
  });

  routes.get('/dev/billing', async (c) => {
    const user = await requireUser(c);
    return user ? billingPage(c, user.id) : signIn(c);
  });

  routes.post('/dev/billing', async (c) => {
    const user = await requireUser(c);
    if (!user) return signIn(c);
    const form = actionSchema.safeParse(await c.req.parseBody());
    const subscription = form.success ? await deps.billing.subscription(form.data.subscription) : null;
    if (
      !form.success ||
      !subscription ||
      subscription.userId !== user.id ||
      subscription.provider !== 'test'
    ) {
      noStore(c);
      return c.html(page('Your subscription', html`<p role="alert">No such subscription.</p>`), 404);
    }
    const now = deps.clock.now();
    const change = {
      cancel: testBilling.cancel,
      resume: testBilling.resume,
      'end-period': testBilling.endPeriodNow,
      'fail-payment': testBilling.failPayment,
    }[form.data.action](subscription, now);
    await applySubscriptionChange(deps, change);
    return c.redirect('/dev/billing', 303);
  });

  return routes;
}
