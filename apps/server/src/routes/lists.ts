import { createRoute, z } from '@hono/zod-openapi';
import {
  addToListRequestSchema,
  addToListResponseSchema,
  LIST_LIMITS,
  type ListEntry,
  listNameSchema,
  listResponseSchema,
  removeFromListResponseSchema,
  titleTypeSchema,
} from '@reelatlas/contracts';
import { addToList, type ListEntryRecord, listEntries, removeFromList } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ACCOUNT_WRITE, type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';

const listParam = z.object({ list: listNameSchema });
const entryParams = listParam.extend({
  type: titleTypeSchema,
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});
const auth = { 401: errorResponses[401], 403: errorResponses[403] };

const getRoute = createRoute({
  method: 'get',
  path: '/api/lists/{list}',
  summary: "The signed-in user's watchlist or watched list, newest first.",
  request: { params: listParam },
  responses: {
    200: { description: 'Entries.', content: { 'application/json': { schema: listResponseSchema } } },
    ...auth,
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/lists/{list}',
  summary: 'Adds a title (verified e-mail needed). Adding it again is "already added", not an error.',
  request: {
    params: listParam,
    body: { required: true, content: { 'application/json': { schema: addToListRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Added or already there.',
      content: { 'application/json': { schema: addToListResponseSchema } },
    },
    ...auth,
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/lists/{list}/{type}/{id}',
  summary: 'Removes a title from the list.',
  request: { params: entryParams },
  responses: {
    200: {
      description: 'Removed (or was not there).',
      content: { 'application/json': { schema: removeFromListResponseSchema } },
    },
    ...auth,
  },
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
