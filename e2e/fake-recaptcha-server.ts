// Google's reCAPTCHA siteverify, played for the browser suite (e2e/recaptcha.spec.ts): a process
// Playwright starts beside the servers. The browser's fake grecaptcha (routed in the spec) makes
// tokens `e2e:{action}:{score}:{nonce}`; this answers for them as Google does, refusing a token
// seen before, and lists what it was asked at GET /received so the spec can check it.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const seen = new Set<string>();
const received: Record<string, string>[] = [];

function answer(token: string) {
  const [prefix, action, score] = token.split(':');
  if (prefix !== 'e2e' || seen.has(token))
    return { success: false, 'error-codes': ['invalid-input-response'] };
  seen.add(token);
  return { success: true, action, score: Number(score), hostname: '127.0.0.1' };
}

createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/received') return send(200, received);
  if (request.method === 'GET' && request.url === '/healthz') return send(200, { ok: true });
  if (request.method !== 'POST' || request.url !== '/siteverify') return send(404, { error: 'not found' });
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push(form);
    send(200, answer(form.response ?? ''));
  });
}).listen(port, '127.0.0.1', () => console.log(`fake reCAPTCHA siteverify at http://127.0.0.1:${port}`));
