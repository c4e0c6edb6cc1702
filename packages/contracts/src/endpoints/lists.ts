import { z } from 'zod';
import { titleTypeSchema } from '../catalog.ts';
import {
  addToListRequestSchema,
  addToListResponseSchema,
  listNameSchema,
  listResponseSchema,
  removeFromListResponseSchema,
} from '../lists.ts';
import type { Endpoint } from './endpoint.ts';

const listParams = z.object({ list: listNameSchema });
const entryParams = listParams.extend({
  type: titleTypeSchema,
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});

/** The signed-in user's watchlist or watched list, newest first. */
export const listEndpoint = {
  method: 'get',
  path: '/api/lists/{list}',
  params: listParams,
  response: listResponseSchema,
} as const satisfies Endpoint;

export const addToListEndpoint = {
  method: 'post',
  path: '/api/lists/{list}',
  params: listParams,
  body: addToListRequestSchema,
  response: addToListResponseSchema,
} as const satisfies Endpoint;

export const removeFromListEndpoint = {
  method: 'delete',
  path: '/api/lists/{list}/{type}/{id}',
  params: entryParams,
  response: removeFromListResponseSchema,
} as const satisfies Endpoint;
