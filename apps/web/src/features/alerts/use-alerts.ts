import type { AlertSettings, AlertSettingsUpdate, TitleAlertRequest } from '@reelatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { alertSettingsQueryOptions, setTitleAlert, updateAlertSettings } from './alerts-api.ts';

export function useAlertSettings(userId: string) {
  return useQuery(alertSettingsQueryOptions(userId));
}

/** Saves a change; the answer is the new settings, put straight into the cache. */
export function useAlertMutations(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (settings: AlertSettings) =>
    queryClient.setQueryData(alertSettingsQueryOptions(userId).queryKey, settings);
  const onError = (err: Error) => notify.error(err.message);
  const update = useMutation({
    mutationFn: (patch: AlertSettingsUpdate) => updateAlertSettings(patch),
    onSuccess,
    onError,
  });
  const title = useMutation({
    mutationFn: (body: TitleAlertRequest) => setTitleAlert(body),
    onSuccess,
    onError,
  });
  return { update, title };
}
