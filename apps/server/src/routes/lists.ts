import {
  addToListEndpoint,
  LIST_LIMITS,
  type ListEntry,
  listEndpoint,
  removeFromListEndpoint,
} from '@reelatlas/contracts';
import { addToList, type ListEntryRecord, listEntries, removeFromList } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ACCOUNT_WRITE, type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const auth = { 401: errorResponses[401], 403: errorResponses[403] };

const getRoute = openApiRoute(listEndpoint, {
  tag: 'Lists',
  summary: "The signed-in user's watchlist or watched list, newest first.",
  success: 'Entries.',
  errors: auth,
});

const addRoute = openApiRoute(addToListEndpoint, {
  tag: 'Lists',
  summary: 'Adds a title (verified e-mail needed). Adding it again is "already added", not an error.',
  success: 'Added or already there.',
  errors: { ...auth, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
});

const removeRoute = openApiRoute(removeFromListEndpoint, {
  tag: 'Lists',
  summary: 'Removes a title from the list.',
  success: 'Removed (or was not there).',
  errors: auth,
});

const toEntry = (record: ListEntryRecord): ListEntry => ({
  id: record.id,
  type: record.type,
  title: record.title,
  year: record.year,
  thumbnail: record.thumbnail,
  timestamp: record.addedAt.getTime(),
});

/** Who may call, and how often (middleware/route-rules.ts). */
const listRules: RuleTable = [
  [getRoute, { signIn: 'required' }],
  [addRoute, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
  [removeRoute, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
];

export function listRoutes(deps: AppDeps) {
  const user = (c: Context<AppEnv>) => signedInUser(deps, c);
  return withRules(createRouter(), deps, listRules)
    .openapi(getRoute, async (c) => {
      const { list } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      const entries = await listEntries(deps.lists, await user(c), list);
      return c.json({ results: entries.map(toEntry), limit: LIST_LIMITS[list] }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { list } = c.req.valid('param');
      const body = c.req.valid('json');
      const added = await addToList(deps, await user(c), list, { id: Number(body.id), type: body.type });
      return c.json({ entry: toEntry(added.entry), alreadyAdded: added.alreadyAdded }, 200);
    })
    .openapi(removeRoute, async (c) => {
      const { list, type, id } = c.req.valid('param');
      return c.json(await removeFromList(deps.lists, await user(c), list, { type, id }), 200);
    });
}
