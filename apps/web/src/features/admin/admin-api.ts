import {
  type AdminMessages,
  adminMessagesResponseSchema,
  bannedIpsResponseSchema,
  type IpChangeResponse,
  ipChangeResponseSchema,
} from '@reelatlas/contracts';
import { request } from '../../lib/api.ts';

const post = (ip: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ip }),
});

/** Spec §7's ban calls and the admin inbox; failures reach the UI as ApiError. */
export const adminApi = {
  bannedIps: async (signal?: AbortSignal): Promise<string[]> =>
    (await request('/api/banned-ips', bannedIpsResponseSchema, { signal })).ips,
  ban: (ip: string): Promise<IpChangeResponse> => request('/api/ban-ip', ipChangeResponseSchema, post(ip)),
  unban: (ip: string): Promise<IpChangeResponse> =>
    request('/api/unban-ip', ipChangeResponseSchema, post(ip)),
  messages: (signal?: AbortSignal): Promise<AdminMessages> =>
    request('/api/admin/messages', adminMessagesResponseSchema, { signal }),
};

export const bannedIpsQueryKey = ['admin', 'banned-ips'] as const;
export const adminMessagesQueryKey = ['admin', 'messages'] as const;
