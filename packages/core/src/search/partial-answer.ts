/**
 * Answers given while an upstream service failed: the local part only (autocomplete's local
 * index when TMDb refused its fallback). They are served, never cached, so the full answer
 * comes back as soon as the upstream does. Marked by identity: the answer stays a plain array.
 */
const partial = new WeakSet<object>();

export function markPartial<T extends object>(answer: T): T {
  partial.add(answer);
  return answer;
}

export function isPartial(answer: object): boolean {
  return partial.has(answer);
}
