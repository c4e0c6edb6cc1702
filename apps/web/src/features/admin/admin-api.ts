import {
  type AdminMessages,
  adminMessagesEndpoint,
  banIpEndpoint,
  bannedIpsEndpoint,
  type IpChangeResponse,
  unbanIpEndpoint,
} from '@reelatlas/contracts';
import { callApi } from '../../lib/api-client.ts';

/** The ban calls and the admin inbox; failures reach the UI as ApiError. */
export const adminApi = {
  bannedIps: async (signal?: AbortSignal): Promise<string[]> =>
    (await callApi(bannedIpsEndpoint, { signal })).ips,
  ban: (ip: string): Promise<IpChangeResponse> => callApi(banIpEndpoint, { body: { ip } }),
  unban: (ip: string): Promise<IpChangeResponse> => callApi(unbanIpEndpoint, { body: { ip } }),
  messages: (signal?: AbortSignal): Promise<AdminMessages> => callApi(adminMessagesEndpoint, { signal }),
};
