import {
  adminMessagesResponseSchema,
  bannedIpsResponseSchema,
  ipChangeResponseSchema,
  ipRequestSchema,
} from '../admin.ts';
import type { Endpoint } from './endpoint.ts';

export const bannedIpsEndpoint = {
  method: 'get',
  path: '/api/banned-ips',
  response: bannedIpsResponseSchema,
} as const satisfies Endpoint;

export const banIpEndpoint = {
  method: 'post',
  path: '/api/ban-ip',
  body: ipRequestSchema,
  response: ipChangeResponseSchema,
} as const satisfies Endpoint;

export const unbanIpEndpoint = {
  method: 'post',
  path: '/api/unban-ip',
  body: ipRequestSchema,
  response: ipChangeResponseSchema,
} as const satisfies Endpoint;

export const adminMessagesEndpoint = {
  method: 'get',
  path: '/api/admin/messages',
  response: adminMessagesResponseSchema,
} as const satisfies Endpoint;
