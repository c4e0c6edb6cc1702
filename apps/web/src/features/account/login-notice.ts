/**
 * The confirmations /login shows after an e-mail link's action, as catalog ids: the page says
 * them in its own language.
 */
export const loginNotices = {
  emailVerified: 'account.msg.emailVerified',
  passwordReset: 'account.passwordReset',
} as const;
export type LoginNotice = (typeof loginNotices)[keyof typeof loginNotices];

/** Navigation state that carries a confirmation to /login (after verification or a password reset). */
export interface LoginNoticeState {
  notice: LoginNotice;
}

export function loginNotice(notice: LoginNotice): { state: LoginNoticeState } {
  return { state: { notice } };
}

const known = new Set<string>(Object.values(loginNotices));

/** Navigation state is untyped at runtime: accept only one of the confirmations. */
export function noticeFromState(state: unknown): LoginNotice | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  return typeof state.notice === 'string' && known.has(state.notice) ? (state.notice as LoginNotice) : null;
}
