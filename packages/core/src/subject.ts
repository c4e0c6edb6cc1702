import type { Plan } from '@reelatlas/contracts';

/**
 * Who a request counts against. Anonymous visitors are counted by IP (IPv6 by /64) and by a
 * signed device cookie; the stricter of the two decides (DESIGN.md §4).
 */
export type Subject =
  | { kind: 'anonymous'; ipKey: string; deviceId: string }
  | { kind: 'user'; userId: string; plan: Exclude<Plan, 'anonymous'> };

/** Counter keys of a subject; a search increments all of them. */
export function counterKeys(subject: Subject): string[] {
  if (subject.kind === 'user') return [`user:${subject.userId}`];
  return [`ip:${subject.ipKey}`, `device:${subject.deviceId}`].sort();
}

/** The key under which "already opened today" is remembered: the browser, or the account. */
export function viewerKey(subject: Subject): string {
  return subject.kind === 'user' ? `user:${subject.userId}` : `device:${subject.deviceId}`;
}

export function planOf(subject: Subject): Plan {
  return subject.kind === 'user' ? subject.plan : 'anonymous';
}
