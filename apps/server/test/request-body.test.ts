import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { solveAltcha } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A raw HTTP POST whose body arrives in chunks (no Content-Length), as a streaming client sends it. */
function postChunked(path: string, chunks: (string | Buffer)[], ip: string) {
  const url = new URL(path, server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.origin,
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          body += part;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('request bodies of our JSON routes (read from the Node stream)', () => {
  it('refuses a chunked body that grows past 16 KB with 413, without a Content-Length to go by', async () => {
    const res = await postChunked(
      '/api/search',
      ['{"query":"', 'x'.repeat(10_000), 'y'.repeat(10_000), '"}'],
      '198.18.9.1',
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'payload_too_large' });
  });

  it('reads a body sent in pieces, multi-byte characters split across them included', async () => {
    const token = await solveAltcha(server.url);
    const json = Buffer.from(JSON.stringify({ query: 'Amélie (2001)', token }));
    const split = json.indexOf(Buffer.from('é')) + 1; // inside the two bytes of "é"
    const res = await postChunked(
      '/api/search',
      [json.subarray(0, split), json.subarray(split)],
      '198.18.9.2',
    );
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ title: 'Amélie', year: 2001 });
  });

  it('accepts a byte-order mark before the JSON, as browsers decode it', async () => {
    const token = await solveAltcha(server.url);
    const res = await postChunked(
      '/api/search',
      [`\uFEFF${JSON.stringify({ query: 'Amélie (2001)', token })}`],
      '198.18.9.3',
    );
    expect(res.status, res.body).toBe(200);
  });

  it('lets a client go away halfway through its body, and keeps serving the next ones', async () => {
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            `Origin: ${server.origin}\r\nContent-Length: 100\r\n\r\n{"query":"Am`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    const token = await solveAltcha(server.url);
    const res = await postChunked(
      '/api/search',
      [JSON.stringify({ query: 'Amélie (2001)', token })],
      '198.18.9.5',
    );
    expect(res.status, res.body).toBe(200);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await postChunked('/api/search', ['{"query": "Amé'], '198.18.9.4');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toHaveProperty('error');
  });
});
