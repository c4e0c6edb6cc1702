import { myServicesSchema } from '../services.ts';
import type { Endpoint } from './endpoint.ts';

export const myServicesEndpoint = {
  method: 'get',
  path: '/api/me/services',
  response: myServicesSchema,
} as const satisfies Endpoint;

export const saveMyServicesEndpoint = {
  method: 'put',
  path: '/api/me/services',
  body: myServicesSchema,
  response: myServicesSchema,
} as const satisfies Endpoint;
