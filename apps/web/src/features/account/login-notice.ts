/** Navigation state that carries a confirmation to /login (after verification or a password reset). */
export interface LoginNoticeState {
  notice: string;
}

export function loginNotice(notice: string): { state: LoginNoticeState } {
  return { state: { notice } };
}

/** Navigation state is untyped at runtime: accept only a text. */
export function noticeFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice ? state.notice : null;
}
