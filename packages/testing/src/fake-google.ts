import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Google would say about the person behind an authorization code. */
export interface GoogleProfile {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
}

export interface FakeGoogle {
  url: string;
  /** Hands out a one-time authorization code that the token endpoint exchanges for this profile. */
  codeFor(profile: GoogleProfile): string;
  /** The token requests received, as form fields. */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A stand-in for Google's OAuth token endpoint over real HTTP: codes registered by the test are
 * exchanged for an ID token carrying the profile. The token is unsigned (the authorization-code
 * flow reads the profile straight from the token endpoint's answer).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const profiles = new Map<string, GoogleProfile>();
  const tokenRequests: Record<string, string>[] = [];
  let seq = 0;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !req.url?.startsWith('/token')) return send(404, { error: 'not_found' });
    tokenRequests.push(form);
    const profile = form.code ? profiles.get(form.code) : undefined;
    if (!profile || form.grant_type !== 'authorization_code') return send(400, { error: 'invalid_grant' });
    profiles.delete(form.code as string);
    const now = Math.floor(Date.now() / 1000);
    const idToken = [
      base64url({ alg: 'RS256', kid: 'fake', typ: 'JWT' }),
      base64url({
        iss: 'https://accounts.google.com',
        aud: form.client_id,
        iat: now,
        exp: now + 3600,
        email_verified: true,
        ...profile,
      }),
      'fake-signature',
    ].join('.');
    send(200, {
      access_token: `access-${form.code}`,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'openid email profile',
      id_token: idToken,
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    codeFor(profile) {
      const code = `code-${++seq}-${profile.sub}`;
      profiles.set(code, profile);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends this process's requests for Google's OAuth hosts to the fake instead, like a hosts-file
 * entry would; everything else goes out unchanged. Returns the function that undoes it.
 */
export function routeGoogleTo(fake: FakeGoogle): () => void {
  const original = globalThis.fetch;
  const googleHosts = new Set(['oauth2.googleapis.com', 'www.googleapis.com']);
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!googleHosts.has(url.host)) return original(input, init);
    return original(`${fake.url}${url.pathname}${url.search}`, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
