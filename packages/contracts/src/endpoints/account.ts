import { z } from 'zod';
import {
  accountDeletionStatusSchema,
  deleteAccountSchema,
  resetLinkCheckSchema,
  resetLinkStatusSchema,
  updateProfileSchema,
} from '../account-forms.ts';
import { meSchema } from '../me.ts';
import type { Endpoint } from './endpoint.ts';

export const updateMeEndpoint = {
  method: 'patch',
  path: '/api/me',
  body: updateProfileSchema,
  response: meSchema,
} as const satisfies Endpoint;

export const deleteMeEndpoint = {
  method: 'delete',
  path: '/api/me',
  body: deleteAccountSchema,
  response: z.object({ deleted: z.literal(true) }),
} as const satisfies Endpoint;

/** A file download (Content-Disposition names it): the web reads the bytes, not this schema. */
export const exportMeEndpoint = {
  method: 'get',
  path: '/api/me/export',
  response: z.record(z.string(), z.unknown()),
} as const satisfies Endpoint;

export const deletionStatusEndpoint = {
  method: 'get',
  path: '/api/me/deletion',
  response: accountDeletionStatusSchema,
} as const satisfies Endpoint;

/** A POST that reads only: nothing is spent (docs/product-rules.md#accounts: checked when the reset page opens). */
export const resetLinkCheckEndpoint = {
  method: 'post',
  path: '/api/password-reset/check',
  body: resetLinkCheckSchema,
  response: resetLinkStatusSchema,
} as const satisfies Endpoint;
