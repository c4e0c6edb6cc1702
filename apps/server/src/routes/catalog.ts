import {
  autocompleteEndpoint,
  regionsEndpoint,
  servicesEndpoint,
  titleFactsEndpoint,
  titleInLanguageEndpoint,
  topRatedEndpoint,
} from '@reelatlas/contracts';
import {
  autocompleteTitles,
  getTitleFacts,
  getTitleInLanguage,
  isPartial,
  listTopRated,
  suggestionsInLanguage,
  titleInLanguageFor,
} from '@reelatlas/core';
import { compress } from 'hono/compress';
import type { AppDeps } from '../context.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { cachedJson } from './cached-json.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const AUTOCOMPLETE_HEADERS = Object.freeze({
  'content-type': 'application/json',
  'cache-control': 'public, max-age=300',
});
/** Nothing found: the next catalog write may change that, so a browser keeps it briefly. */
const EMPTY_AUTOCOMPLETE_HEADERS = Object.freeze({
  'content-type': 'application/json',
  'cache-control': 'public, max-age=30',
});
/** The local part of an answer whose TMDb fallback failed: shown now, never kept by a browser. */
const PARTIAL_AUTOCOMPLETE_HEADERS = Object.freeze({
  'content-type': 'application/json',
  'cache-control': 'no-store',
});

const autocompleteRoute = openApiRoute(autocompleteEndpoint, {
  tag: 'Search',
  summary: 'Titles matching the typed text (from 2 characters, at most 10). Not counted.',
  success: 'Matches, best first (the local index alone while TMDb fails: never a 503).',
  errors: { 400: errorResponses[400] },
});

const topRatedRoute = openApiRoute(topRatedEndpoint, {
  tag: 'Titles',
  summary: 'The best-rated titles (up to 20). Not counted.',
  success: 'Titles, best first.',
  errors: { 400: errorResponses[400], 503: errorResponses[503] },
});

const titleFactsRoute = openApiRoute(titleFactsEndpoint, {
  tag: 'Titles',
  summary:
    "A title's facts (title, year, rating, description, poster, trailer) from the stored catalog, for a title page opened from a link, with its name and overview in the visitor's language (`lang`: `named`). Never where it streams: that is the counted search. Not counted.",
  success: 'The facts.',
  errors: { 400: errorResponses[400], 404: errorResponses[404], 429: errorResponses[429] },
});

const titleInLanguageRoute = openApiRoute(titleInLanguageEndpoint, {
  tag: 'Titles',
  summary:
    "A title's name and overview in the visitor's language (`lang`, one of the site's languages; anything else is English), with its original and English names. Not counted.",
  success: 'The names; null where the catalog has none in that language.',
  errors: { 400: errorResponses[400], 404: errorResponses[404], 429: errorResponses[429] },
});

const regionsRoute = openApiRoute(regionsEndpoint, {
  tag: 'Catalog',
  summary: "The countries the catalog covers (TMDb's watch regions, or the demo catalog's). Not counted.",
  success:
    'Countries by English name. With TMDb, a country listed here where a title has no offers means the title is not streaming there.',
});

const servicesRoute = openApiRoute(servicesEndpoint, {
  tag: 'Catalog',
  summary:
    "The streaming services a visitor can pick as theirs ('My services'), the most widespread first. Not counted.",
  success: 'Services by the name the title pages show, with the number of countries they carry any title in.',
});

/** Who may call, and how often (middleware/route-rules.ts). */
const catalogRules: RuleTable = [
  // Per signed-in session too, keyed by its cookie: no keystroke, signed in or not, costs a session lookup.
  [autocompleteRoute, { rateLimit: [{ limit: 'autocomplete', account: 'session' }] }],
  // Open to anyone: per IP, as full loads of a title page are.
  [titleFactsRoute, { rateLimit: [{ limit: 'titleFacts' }] }],
  [titleInLanguageRoute, { rateLimit: [{ limit: 'titleFacts' }] }],
];

export function catalogRoutes(deps: AppDeps) {
  const router = withRules(createRouter(), deps, catalogRules);
  // The catalog's lists (every country, every service) are the API's largest answers after the
  // search's, several KB of JSON each, asked on every title page: compressed like the pages
  // (other API answers are small: compressing them costs more CPU than it saves).
  router.use(regionsEndpoint.path, compress());
  router.use(servicesEndpoint.path, compress());
  return router
    .openapi(autocompleteRoute, async (c) => {
      const { q, lang } = c.req.valid('query');
      const found = await autocompleteTitles(deps.catalog, q);
      const results = await suggestionsInLanguage(deps.titleLanguage, found, lang);
      // Cacheable only when whole: the local answer given while TMDb failed must not be kept.
      const headers = isPartial(found)
        ? PARTIAL_AUTOCOMPLETE_HEADERS
        : results.length
          ? AUTOCOMPLETE_HEADERS
          : EMPTY_AUTOCOMPLETE_HEADERS;
      return cachedJson(c, results, headers);
    })
    .openapi(topRatedRoute, async (c) => {
      const { limit } = c.req.valid('query');
      const results = await listTopRated(deps.catalog, limit);
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({ results }, 200);
    })
    .openapi(titleFactsRoute, async (c) => {
      const ref = c.req.valid('param');
      const { lang } = c.req.valid('query');
      const facts = await getTitleFacts(deps.catalog, ref);
      const named = await titleInLanguageFor(deps.titleLanguage, ref, lang);
      // The same for every visitor of a language (nothing about who asks or where it streams).
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(named ? { ...facts, named } : facts, 200);
    })
    .openapi(titleInLanguageRoute, async (c) => {
      const ref = c.req.valid('param');
      const { lang } = c.req.valid('query');
      const named = await getTitleInLanguage(deps.titleLanguage, ref, lang);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(named, 200);
    })
    .openapi(regionsRoute, async (c) => {
      const regions = await deps.catalog.regions();
      // The list changes a few times a year; an empty one (nothing known yet) is not kept.
      if (regions.length) c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ regions, source: deps.catalog.source }, 200);
    })
    .openapi(servicesRoute, async (c) => {
      const services = await deps.catalog.services();
      // Names who carries what, never where a title streams: no counted search is bypassed.
      if (services.length) c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ services, source: deps.catalog.source }, 200);
    });
}
