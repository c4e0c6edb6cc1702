import { type Quota, quotaEndpoint, type SearchAnswer, searchEndpoint } from '@reelatlas/contracts';
import { getQuota, searchTitleOutcome, titleInLanguageFor } from '@reelatlas/core';
import type { TypedResponse } from 'hono';
import type { AppDeps } from '../context.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { securedResponse } from '../middleware/security-headers.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';
import { acceptsGzip, searchAnswerBody } from './search-answer.ts';

// No 409: a free-only search that is not free is answered (`notFree`), not refused.
const { 409: _conflict, ...withoutConflict } = errorResponses;

const searchRoute = openApiRoute(searchEndpoint, {
  tag: 'Search',
  summary: 'Where a title streams, in every country. The one counted call: only a success counts.',
  description:
    'Needs a fresh bot-check `token` each time. `query` is "Title (year)"; `id` (numeric) and `type` pick an exact title. Reopening a title already opened today is not counted again. With `freeOnly`, only a search that costs nothing (Pro or Trial, or a reopen) is answered with the title; any other answers `notFree` with the quota and counts nothing (a 200: asking whether a title is free is a question, not a failure): `search_not_free` when this search would be counted, `limit_reached` when none are left today. Without `freeOnly`, `notFree` is never answered. A success carries the title\'s recent availability `changes` (as GET /api/titles/{type}/{id}/changes) and, asked with `lang`, its name and overview in that language (`named`, as GET /api/titles/{type}/{id}/names), so a client showing the title needs no second request; a refusal carries none.',
  success:
    "The title with its availability, the caller's quota and the title's recent changes; or, asked with `freeOnly` and not free, `notFree` and the quota.",
  errors: withoutConflict,
});

const quotaRoute = openApiRoute(quotaEndpoint, {
  tag: 'Search',
  summary: "The caller's searches today, the limit and when it resets (00:00 UTC).",
  success: 'Usage.',
});

const ANSWER_HEADERS = Object.freeze({
  'content-type': 'application/json',
  'cache-control': 'no-store',
  vary: 'Accept-Encoding',
});
const GZIP_ANSWER_HEADERS = Object.freeze({ ...ANSWER_HEADERS, 'content-encoding': 'gzip' });
const QUOTA_HEADERS = Object.freeze({ 'content-type': 'application/json', 'cache-control': 'no-store' });

/** Who may call, and how often (middleware/route-rules.ts). */
const searchRules: RuleTable = [
  // The subject first: a cookie of an ended session gets 401 (the web signs in and resumes), and
  // the limit counts the subject's user.
  [
    searchRoute,
    { subject: 'live', rateLimit: [{ limit: 'search', account: 'subject' }], botCheck: 'search' },
  ],
  [quotaRoute, { subject: 'counted' }],
];

export function searchRoutes(deps: AppDeps) {
  return withRules(createRouter(), deps, searchRules)
    .openapi(searchRoute, async (c) => {
      const body = c.req.valid('json');
      // deps carries the title-changes store: the answer brings the title's recent changes.
      const outcome = await searchTitleOutcome(deps, c.get('subject'), {
        query: body.query,
        token: body.token,
        id: body.id,
        type: body.type,
        ip: c.get('clientIp'),
        freeOnly: body.freeOnly,
      });
      // Not free: the reason and the quota only, never stored (the quota's own headers).
      if ('notFree' in outcome) {
        return securedResponse(c, JSON.stringify(outcome), 200, QUOTA_HEADERS) as unknown as TypedResponse<
          SearchAnswer,
          200,
          'json'
        >;
      }
      const { answer, quota, changes } = outcome;
      // The visitor's name of the title, so the title page shows it at once (no swap).
      const named = await titleInLanguageFor(deps.titleLanguage, answer, body.lang);
      // The title part is serialised and compressed once per cached title (search-answer.ts); the
      // caller's quota, changes and names are added per request.
      const gzip = acceptsGzip(c.req.header('accept-encoding'));
      const bytes = searchAnswerBody(answer, { quota, changes, named }, gzip);
      // The bytes are searchResponseSchema's JSON; the typed c.json cannot take bytes.
      return securedResponse(
        c,
        bytes,
        200,
        gzip ? GZIP_ANSWER_HEADERS : ANSWER_HEADERS,
      ) as unknown as TypedResponse<SearchAnswer, 200, 'json'>;
    })
    .openapi(quotaRoute, async (c) => {
      // Every page load asks this: with c.json the security headers were set one by one on a
      // WHATWG Headers object, about a third of the call's CPU; securedResponse sends them as one
      // constant record (docs/performance.md#history).
      const quota = await getQuota(deps, c.get('subject'));
      return securedResponse(c, JSON.stringify(quota), 200, QUOTA_HEADERS) as unknown as TypedResponse<
        Quota,
        200,
        'json'
      >;
    });
}
