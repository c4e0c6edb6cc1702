/**
 * TMDb accepts a v3 API key (32 hex characters, sent as `?api_key=`) or an API Read Access Token
 * (a JWT, sent as `Authorization: Bearer`). Operators paste either; we tell them apart by shape.
 */
export type TmdbAuth = { kind: 'api_key'; key: string } | { kind: 'bearer'; token: string };

export function detectTmdbAuth(secret: string): TmdbAuth {
  const value = secret.trim();
  return /^[0-9a-f]{32}$/i.test(value) ? { kind: 'api_key', key: value } : { kind: 'bearer', token: value };
}
