import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for one token: an HTTP status and JSON body, or no answer at all. */
export type SiteverifyReply = { status: number; body: unknown } | 'hang';

export interface FakeSiteverify {
  url: string;
  /** Every form Google would have received, in order. */
  received: URLSearchParams[];
  close(): Promise<void>;
}

/** A stand-in for Google's reCAPTCHA siteverify endpoint, over real HTTP. */
export async function startFakeSiteverify(
  reply: (token: string) => SiteverifyReply,
): Promise<FakeSiteverify> {
  const received: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const answer = reply(form.get('response') ?? '');
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
