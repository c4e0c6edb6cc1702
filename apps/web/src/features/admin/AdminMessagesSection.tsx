import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatProfileDate } from '../../lib/profile-format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { adminApi } from './admin-api.ts';

function Message({ from, date, text }: { from: string; date: string; text: string }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="text-sm text-muted">
        <span className="font-medium text-fg">{from}</span> · {formatProfileDate(date)}
      </p>
      {/* Plain text as typed: React escapes it, line breaks are kept. */}
      <p className="whitespace-pre-wrap break-words">{text}</p>
    </li>
  );
}

/** Admins only: the latest contact messages and suggestions, read-only. */
export function AdminMessagesSection() {
  const t = useT();
  const query = useQuery({
    queryKey: queryKeys.adminMessages,
    queryFn: ({ signal }) => adminApi.messages(signal),
  });
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p className="text-muted" role="status">
        {t('admin.loading')}
      </p>
    );
  } else if (query.isError) {
    body = <ErrorState message={t('admin.messagesFailed')} onRetry={() => void query.refetch()} />;
  } else {
    const { contact, suggestions } = query.data;
    body = (
      <>
        <h3 className="font-semibold">{t('admin.contactHeading')}</h3>
        {contact.length === 0 ? (
          <p className="text-muted">{t('admin.noMessages')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.contactHeading')}>
            {contact.map((m) => (
              <Message
                key={m.id}
                from={m.name || m.email ? `${m.name} <${m.email}>` : t('admin.deletedAccount')}
                date={m.createdAt}
                text={m.message}
              />
            ))}
          </ul>
        )}
        <h3 className="font-semibold">{t('admin.suggestionsHeading')}</h3>
        {suggestions.length === 0 ? (
          <p className="text-muted">{t('admin.noSuggestions')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.suggestionsHeading')}>
            {suggestions.map((s) => (
              <Message
                key={s.id}
                from={s.username ?? t('admin.deletedAccount')}
                date={s.createdAt}
                text={s.message}
              />
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <ProfileSection
      id="admin-messages"
      title={t('admin.messagesHeading')}
      icon={<Inbox aria-hidden="true" className="size-6" />}
    >
      {body}
    </ProfileSection>
  );
}
