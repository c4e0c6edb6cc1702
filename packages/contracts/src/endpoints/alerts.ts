import {
  alertSettingsSchema,
  alertSettingsUpdateSchema,
  titleAlertRequestSchema,
  titleChangesParamsSchema,
  titleChangesResponseSchema,
} from '../alerts.ts';
import type { Endpoint } from './endpoint.ts';

export const alertSettingsEndpoint = {
  method: 'get',
  path: '/api/me/alerts',
  response: alertSettingsSchema,
} as const satisfies Endpoint;

export const updateAlertSettingsEndpoint = {
  method: 'patch',
  path: '/api/me/alerts',
  body: alertSettingsUpdateSchema,
  response: alertSettingsSchema,
} as const satisfies Endpoint;

export const titleAlertEndpoint = {
  method: 'put',
  path: '/api/me/alerts/titles',
  body: titleAlertRequestSchema,
  response: alertSettingsSchema,
} as const satisfies Endpoint;

export const titleChangesEndpoint = {
  method: 'get',
  path: '/api/titles/{type}/{id}/changes',
  params: titleChangesParamsSchema,
  response: titleChangesResponseSchema,
} as const satisfies Endpoint;
