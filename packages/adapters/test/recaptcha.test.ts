import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaBotCheck } from '../src/botcheck/recaptcha.ts';

/** A stand-in for Google's siteverify endpoint, over real HTTP. */
let server: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];
const answers: Record<string, unknown> = {
  good: { success: true, score: 0.9, action: 'submit' },
  'low-score': { success: true, score: 0.2, action: 'submit' },
  'wrong-action': { success: true, score: 0.9, action: 'login' },
  rejected: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const params = new URLSearchParams(body);
      received.push(params);
      const token = params.get('response') ?? '';
      if (token === 'broken') {
        res.writeHead(500).end('oops');
        return;
      }
      if (token === 'slow') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[token] ?? {}));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('reCAPTCHA v3 bot check', () => {
  const check = () =>
    createRecaptchaBotCheck({ secretKey: 'secret-1', minScore: 0.5, verifyUrl, timeoutMs: 300 });

  it("passes a good token for the 'submit' action and sends the secret and client IP", async () => {
    expect(await check().verify('good', { ip: '203.0.113.5' })).toBe(true);
    const sent = received.at(-1);
    expect(sent?.get('secret')).toBe('secret-1');
    expect(sent?.get('remoteip')).toBe('203.0.113.5');
  });

  it.each(['low-score', 'wrong-action', 'rejected', 'broken', 'slow', 'unknown'])(
    'fails a %s answer',
    async (token) => {
      expect(await check().verify(token, { ip: '203.0.113.5' })).toBe(false);
    },
  );
});
