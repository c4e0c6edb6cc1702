import { ipRequestSchema } from '@reelatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldBan } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { adminApi } from './admin-api.ts';

/** The server's reason for a refused change, when it gave one about the address. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && (error.fields?.ip ?? (error.status === 400 ? error.message : undefined));

/** 'IP Ban Management' (admins only, docs/product-rules.md#bans): the banned addresses and ranges, ban and unban. */
export function IpBanSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.bannedIps,
    queryFn: ({ signal }) => adminApi.bannedIps(signal),
  });
  const banning = useMutation({ mutationFn: adminApi.ban });
  const unbanning = useMutation({ mutationFn: adminApi.unban });
  const [ip, setIp] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.bannedIps });

  const ban = async (event: FormEvent) => {
    event.preventDefault();
    // The address must not be empty; the server checks the rest.
    const checked = ipRequestSchema.safeParse({ ip });
    if (!checked.success) {
      // The shared schema's refusal, in the visitor's language: an empty address, or a malformed one.
      setProblem(ip.trim() === '' ? t('admin.ipRequired') : t('admin.ipInvalid'));
      return;
    }
    setBusy('ban');
    setProblem(null);
    try {
      await banning.mutateAsync(checked.data.ip);
      notify.info(t('admin.banned'));
      setIp('');
      await refresh();
    } catch (error) {
      const reason = reasonOf(error);
      if (reason) setProblem(reason);
      notify.error(t('admin.banFailed'));
    } finally {
      setBusy(null);
    }
  };

  const unban = async (target: string) => {
    setBusy(target);
    try {
      await unbanning.mutateAsync(target);
      notify.info(t('admin.unbanned'));
    } catch {
      notify.error(t('admin.unbanFailed'));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  return (
    <ProfileSection
      id="ip-ban-management"
      title={t('admin.banHeading')}
      icon={<ShieldBan aria-hidden="true" className="size-6 text-danger" />}
    >
      <form
        onSubmit={(event) => void ban(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
      >
        <TextField
          label={t('admin.ipLabel')}
          name="ip"
          value={ip}
          onChange={(event) => setIp(event.target.value)}
          placeholder={t('admin.ipExample')}
          autoComplete="off"
          spellCheck={false}
          errors={problem ? [problem] : undefined}
          className="sm:min-w-72"
        />
        <BusyButton
          type="submit"
          busy={busy === 'ban'}
          busyLabel={t('admin.banning')}
          className={`${buttonStyles.primary} sm:mt-6`}
        >
          {t('admin.ban')}
        </BusyButton>
      </form>

      <h3 className="font-semibold">{t('admin.bannedHeading')}</h3>
      {list.isPending ? (
        <p className="text-muted" role="status">
          {t('admin.loading')}
        </p>
      ) : list.isError ? (
        <ErrorState message={t('admin.listFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-muted">{t('admin.noneBanned')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.bannedHeading')}>
          {list.data.map((entry) => (
            <li key={entry} className="flex items-center justify-between gap-3 py-2">
              <code className="break-all">{entry}</code>
              <BusyButton
                type="button"
                busy={busy === entry}
                busyLabel={t('admin.unbanning')}
                aria-label={t('admin.unbanAddress', { address: entry })}
                className={buttonStyles.secondary}
                onClick={() => void unban(entry)}
              >
                {t('admin.unban')}
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
