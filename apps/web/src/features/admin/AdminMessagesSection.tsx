import { adminMessages } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
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
  const query = useQuery({
    queryKey: queryKeys.adminMessages,
    queryFn: ({ signal }) => adminApi.messages(signal),
  });
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p className="text-muted" role="status">
        Loading…
      </p>
    );
  } else if (query.isError) {
    body = <ErrorState message={adminMessages.messagesFailed} onRetry={() => void query.refetch()} />;
  } else {
    const { contact, suggestions } = query.data;
    body = (
      <>
        <h3 className="font-semibold">Latest contact messages</h3>
        {contact.length === 0 ? (
          <p className="text-muted">No messages yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Latest contact messages">
            {contact.map((m) => (
              <Message
                key={m.id}
                from={m.name || m.email ? `${m.name} <${m.email}>` : 'Deleted account'}
                date={m.createdAt}
                text={m.message}
              />
            ))}
          </ul>
        )}
        <h3 className="font-semibold">Latest suggestions</h3>
        {suggestions.length === 0 ? (
          <p className="text-muted">No suggestions yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Latest suggestions">
            {suggestions.map((s) => (
              <Message
                key={s.id}
                from={s.username ?? 'Deleted account'}
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
      title="Messages"
      icon={<Inbox aria-hidden="true" className="size-6" />}
    >
      {body}
    </ProfileSection>
  );
}
