import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { AppDeps, AppEnv } from './context.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { banGuard } from './middleware/ban-guard.ts';
import { createErrorHandler, errorResponse } from './middleware/errors.ts';
import { nodeBody } from './middleware/node-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { resolveClientIpMiddleware } from './middleware/subject.ts';
import { adminRoutes } from './routes/admin.ts';
import { alertRoutes } from './routes/alerts.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { billingWebhookRoutes, WEBHOOK_PATH, webhookOpenApi } from './routes/billing-webhook.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { contactRoutes } from './routes/contact.ts';
import { devMailRoutes } from './routes/dev-mail.ts';
import { docsRoutes } from './routes/docs.ts';
import { healthRoutes } from './routes/health.ts';
import { listRoutes } from './routes/lists.ts';
import { meRoutes } from './routes/me.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { myServicesRoutes } from './routes/my-services.ts';
import { openApiJsonRoutes } from './routes/openapi-json.ts';
import { configRoutes } from './routes/public-config.ts';
import { resetLinkRoutes } from './routes/reset-link.ts';
import { searchRoutes } from './routes/search.ts';
import { seoRoutes } from './routes/seo.ts';
import { serverPageRoutes } from './routes/server-page.ts';
import { testBillingRoutes } from './routes/test-billing.ts';
import { titleFactsFromCatalog } from './routes/title-head-facts.ts';
import { titlePageGate } from './routes/title-page-gate.ts';
import { tripPlannerRoutes } from './routes/trip-planner.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { webRoutes } from './routes/web.ts';

/** JSON bodies of this API are small; anything bigger is refused before it is parsed. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * Composes the HTTP application from its dependencies; no I/O happens here. Only what holds for
 * every request (or every API request) is here; a route's own rules (sign-in, who is counted,
 * rate limits, bot check) are declared by its route module (middleware/route-rules.ts).
 */
export function createApp(deps: AppDeps) {
  // Absolute links in page heads, the sitemap and robots.txt point here.
  const siteUrl = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  const web = webRoutes(deps.webDistDir, siteUrl, titleFactsFromCatalog(deps.catalog), {
    demoCatalog: deps.catalog.source === 'demo',
    titlePageGate: titlePageGate(deps),
  });
  // RegExpRouter matches every route with one regular expression. Hono's default would fall back
  // to its TrieRouter, a tenth of a cached autocomplete's own CPU, when any route is beyond the
  // RegExpRouter (a parameter beside a static path, as `/api/docs/:asset` was); naming it here
  // makes such a route fail at start-up, in every test, instead of quietly slowing all routes.
  const app = new Hono<AppEnv>({ router: new RegExpRouter() });

  app.onError(createErrorHandler(deps.logger));
  app.use('*', httpMetrics(deps.metrics));
  app.use('*', requestLog(deps.logger));
  app.use(
    '*',
    securityHeaders({
      scriptHashes: web.scriptHashes,
      recaptcha: deps.env.BOT_CHECK === 'recaptcha',
      https: deps.env.PUBLIC_URL?.startsWith('https://') ?? false,
    }),
  );
  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps));
  app.route('/', docsRoutes());

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 'payload_too_large'),
  });
  const readBody = nodeBody({
    maxSize: MAX_BODY_BYTES,
    onTooLarge: (c) => errorResponse(c, 'payload_too_large'),
    fallback: limitBody,
  });
  // Only requests that carry a body: reading one on a GET makes the adapter build a full Request.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', (c, next) => {
    // Stripe's events have their own, larger limit (billing-webhook.ts).
    if (c.req.path === WEBHOOK_PATH) return next();
    // Routes that read the raw request's body (Better Auth's) must get limitBody: readBody consumes it.
    return c.req.path.startsWith('/api/auth/') ? limitBody(c, next) : readBody(c, next);
  });
  app.on('POST', '/dev/*', limitBody);
  app.use('/api/*', resolveClientIpMiddleware(deps));
  app.use('/api/*', banGuard(deps));
  app.use('/api/*', sameOrigin(deps.trustedOrigins));
  app.use('/dev/*', sameOrigin(deps.trustedOrigins));
  app.route('/', authRoutes(deps));
  app.route('/', billingWebhookRoutes(deps));

  const api = configRoutes(deps);
  api.route('/', catalogRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', listRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/', myServicesRoutes(deps));
  api.route('/', tripPlannerRoutes(deps));
  api.route('/', alertRoutes(deps));
  api.route('/', billingRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', resetLinkRoutes(deps));
  api.openAPIRegistry.registerPath(webhookOpenApi);
  app.route('/', openApiJsonRoutes(api, deps));
  app.route('/', api);
  app.all('/api/*', (c) => errorResponse(c, 'not_found', 'No such API route.'));

  // The search answer compresses itself (routes/search-answer.ts) and the catalog's lists are
  // compressed by their routes (routes/catalog.ts); other API answers are small JSON, which would
  // cost more CPU to compress than it saves.
  app.use('*', compress());
  app.route('/', serverPageRoutes());
  app.route('/', devMailRoutes(deps));
  app.route('/', unsubscribeRoutes(deps));
  app.route('/', testBillingRoutes(deps));
  app.route('/', seoRoutes(siteUrl));
  app.route('/', web.routes);
  return app;
}
