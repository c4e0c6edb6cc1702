/**
 * A failed auth or account call. Better Auth answers `{code, message}`, our own routes
 * `{error, message, fields}`, its rate limiter `{message}`; all three end up here, and
 * `describeAuthError` turns them into the texts users see.
 */
export class AuthError extends Error {
  readonly status: number;
  /** Better Auth's `code` or our `error` code; null when the answer had neither. */
  readonly code: string | null;
  /** Field → problem, from our validation answers. */
  readonly fields: Record<string, string> | undefined;
  /** True when the body is ours, whose `message` is already a user-facing text (docs/product-rules.md#messages). */
  readonly userFacing: boolean;

  constructor(init: {
    status: number;
    code: string | null;
    message: string;
    fields?: Record<string, string>;
    userFacing?: boolean;
  }) {
    super(init.message);
    this.name = 'AuthError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.userFacing = init.userFacing ?? false;
  }
}

export async function authErrorFromResponse(response: Response): Promise<AuthError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's page): the status alone decides.
  }
  // Its schema (and zod) are fetched with the first failure, never with the first load of `/`
  // (docs/performance.md#bars); without them (offline), the status alone decides.
  const schema = await import('./auth-error-body.ts').then((m) => m.authErrorBody).catch(() => null);
  const parsed = schema?.safeParse(body);
  const data = parsed?.success ? parsed.data : {};
  return new AuthError({
    status: response.status,
    code: data.code ?? data.error ?? null,
    message: data.message ?? `HTTP ${response.status}`,
    fields: data.fields,
    userFacing: data.error !== undefined && data.message !== undefined,
  });
}
