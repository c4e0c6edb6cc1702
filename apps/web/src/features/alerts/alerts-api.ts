import {
  type AlertSettingsUpdate,
  alertSettingsEndpoint,
  type TitleAlertRequest,
  type TitleType,
  titleAlertEndpoint,
  titleChangesEndpoint,
  updateAlertSettingsEndpoint,
} from '@reelatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The signed-in user's alert choices, per user (a sign-out or switch of account drops them). */
export const alertSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.alertSettings(userId),
    queryFn: ({ signal }) => callApi(alertSettingsEndpoint, { signal }),
  });

export const updateAlertSettings = (patch: AlertSettingsUpdate) =>
  callApi(updateAlertSettingsEndpoint, { body: patch });

export const setTitleAlert = (body: TitleAlertRequest) => callApi(titleAlertEndpoint, { body });

/**
 * A title's recent availability changes. A search answer brings them (use-search.ts puts them
 * here); asked only by Pro and Trial (RecentChanges), the callers the server always answers.
 * Kept while the page lives: going back to a title searched earlier shows what its search
 * brought, where asking again could be refused (a title opened yesterday).
 */
export const titleChangesQueryOptions = (type: TitleType, id: number) =>
  queryOptions({
    queryKey: queryKeys.titleChanges(type, id),
    queryFn: ({ signal }) => callApi(titleChangesEndpoint, { params: { type, id }, signal }),
    staleTime: 60_000,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
