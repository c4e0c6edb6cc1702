/** The chunk of answer checks (`answer-checks.ts`): its exports, as a call picks from them. */
export type AnswerChecks = typeof import('./answer-checks.ts');

let loading: Promise<AnswerChecks> | null = null;

/**
 * Fetches the answer checks once. `main.tsx` starts it as the app starts, so the first calls
 * rarely wait; a failed download (a dropped connection) is tried again by the next call.
 */
export function loadAnswerChecks(): Promise<AnswerChecks> {
  loading ??= import('./answer-checks.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
