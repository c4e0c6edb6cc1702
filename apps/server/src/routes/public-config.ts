import { botCheckChallengeEndpoint, configEndpoint, type PublicConfig } from '@reelatlas/contracts';
import type { AppDeps } from '../context.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { cachedJson } from './cached-json.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const CONFIG_HEADERS = Object.freeze({ 'content-type': 'application/json', 'cache-control': 'no-cache' });

const configRoute = openApiRoute(configEndpoint, {
  tag: 'Configuration',
  summary: 'What the browser needs to know about this deployment (bot check, offers). No secrets.',
  success: 'Config.',
});

const challengeRoute = openApiRoute(botCheckChallengeEndpoint, {
  tag: 'Search',
  summary: 'A fresh ALTCHA proof-of-work challenge; its solved payload is the `token` of a search.',
  success: 'ALTCHA v2 challenge.',
  errors: { 404: { description: 'The bot check is not ALTCHA.' } },
});

/** Who may call, and how often (middleware/route-rules.ts). */
const configRules: RuleTable = [
  // Per IP: a challenge costs an HMAC, and a flood of them must not buy unlimited puzzles.
  [challengeRoute, { rateLimit: [{ limit: 'botcheckChallenge' }] }],
];

export function configRoutes(deps: AppDeps) {
  const { env } = deps;
  const config: PublicConfig = {
    botCheck:
      env.BOT_CHECK === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY ?? '', action: 'submit' }
        : { provider: 'altcha', challengeUrl: botCheckChallengeEndpoint.path },
    vpnAffiliateUrl: env.VPN_AFFILIATE_URL,
    demoCatalog: deps.catalog.source === 'demo',
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    billing: deps.gateway
      ? { provider: deps.gateway.provider, priceId: deps.gateway.priceId }
      : { provider: 'none', priceId: '' },
  };
  // Every page load asks for the config: a constant, serialised once, sent with one header record.
  return withRules(createRouter(), deps, configRules)
    .openapi(configRoute, (c) => cachedJson(c, config, CONFIG_HEADERS))
    .openapi(challengeRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!deps.createChallenge)
        return c.json({ error: 'not_found', message: 'The bot check is not ALTCHA.' }, 404);
      return c.json(await deps.createChallenge(), 200);
    });
}
