import { adminMessages, ipRequestSchema } from '@reelatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldBan } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { adminApi } from './admin-api.ts';

/** The server's reason for a refused change, when it gave one about the address. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && (error.fields?.ip ?? (error.status === 400 ? error.message : undefined));

/** 'IP Ban Management' (admins only, docs/product-rules.md#bans): the banned addresses and ranges, ban and unban. */
export function IpBanSection() {
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
      setProblem(checked.error.issues[0]?.message ?? adminMessages.ipInvalid);
      return;
    }
    setBusy('ban');
    setProblem(null);
    try {
      await banning.mutateAsync(checked.data.ip);
      notify.info(adminMessages.banned);
      setIp('');
      await refresh();
    } catch (error) {
      const reason = reasonOf(error);
      if (reason) setProblem(reason);
      notify.error(adminMessages.banFailed);
    } finally {
      setBusy(null);
    }
  };

  const unban = async (target: string) => {
    setBusy(target);
    try {
      await unbanning.mutateAsync(target);
      notify.info(adminMessages.unbanned);
    } catch {
      notify.error(adminMessages.unbanFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  return (
    <ProfileSection
      id="ip-ban-management"
      title="IP Ban Management"
      icon={<ShieldBan aria-hidden="true" className="size-6 text-danger" />}
    >
      <form
        onSubmit={(event) => void ban(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
      >
        <TextField
          label="IP address or range"
          name="ip"
          value={ip}
          onChange={(event) => setIp(event.target.value)}
          placeholder="203.0.113.7 or 203.0.113.0/24"
          autoComplete="off"
          spellCheck={false}
          errors={problem ? [problem] : undefined}
          className="sm:min-w-72"
        />
        <BusyButton
          type="submit"
          busy={busy === 'ban'}
          busyLabel="Banning…"
          className={`${buttonStyles.primary} sm:mt-6`}
        >
          Ban IP
        </BusyButton>
      </form>

      <h3 className="font-semibold">Banned addresses</h3>
      {list.isPending ? (
        <p className="text-muted" role="status">
          Loading…
        </p>
      ) : list.isError ? (
        <ErrorState message={adminMessages.listFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-muted">No addresses are banned.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Banned addresses">
          {list.data.map((entry) => (
            <li key={entry} className="flex items-center justify-between gap-3 py-2">
              <code className="break-all">{entry}</code>
              <BusyButton
                type="button"
                busy={busy === entry}
                busyLabel="Unbanning…"
                aria-label={`Unban ${entry}`}
                className={buttonStyles.secondary}
                onClick={() => void unban(entry)}
              >
                Unban
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
