import {
  type AlertSettingsUpdate,
  alertSettingsSchema,
  type TitleAlertRequest,
  type TitleType,
  titleChangesResponseSchema,
} from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';

/** The signed-in user's alert choices, per user (a sign-out or switch of account drops them). */
export const alertSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'alerts', userId],
    queryFn: ({ signal }) => request('/api/me/alerts', alertSettingsSchema, { signal }),
  });

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const updateAlertSettings = (patch: AlertSettingsUpdate) =>
  request('/api/me/alerts', alertSettingsSchema, json('PATCH', patch));

export const setTitleAlert = (body: TitleAlertRequest) =>
  request('/api/me/alerts/titles', alertSettingsSchema, json('PUT', body));

/** A title's recent availability changes; asked once the title page's search answered. */
export const titleChangesQueryOptions = (type: TitleType, id: number) =>
  queryOptions({
    queryKey: ['title-changes', type, id],
    queryFn: ({ signal }) =>
      request(`/api/titles/${type}/${id}/changes`, titleChangesResponseSchema, { signal }),
    staleTime: 60_000,
    retry: false,
  });
