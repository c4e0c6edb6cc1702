import type { Plan } from '@reelatlas/contracts';

/**
 * Who a request counts against. Anonymous visitors are counted by IP (IPv6 by /64) and by a
 * signed device cookie; the stricter of the two decides (DESIGN.md §4).
 */
export type Subject =
  | { kind: 'anonymous'; ipKey: string; deviceId: string }
  | { kind: 'user'; userId: string; plan: Exclude<Plan, 'anonymous'>; deviceId: string };

/**
 * Counter keys of a subject; a search increments all of them. A signed-in search also counts
 * against the browser, which carries today's anonymous usage into the account (DESIGN.md §4:
 * 2 anonymous searches + sign-in = 1 bonus left).
 */
export function counterKeys(subject: Subject): string[] {
  if (subject.kind === 'user') return [`device:${subject.deviceId}`, `user:${subject.userId}`];
  return [`ip:${subject.ipKey}`, `device:${subject.deviceId}`].sort();
}

/** The key under which "already opened today" is remembered: the browser, or the account. */
export function viewerKey(subject: Subject): string {
  return subject.kind === 'user' ? `user:${subject.userId}` : `device:${subject.deviceId}`;
}

export function planOf(subject: Subject): Plan {
  return subject.kind === 'user' ? subject.plan : 'anonymous';
}
