import { createTestDatabase, TestClient, type TestDatabase } from '@reelatlas/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolsEnabled, isLoopbackHost } from '../src/boot/dev-tools.ts';
import { parseEnv } from '../src/env.ts';
import { startTestServer } from './test-server.ts';

// /dev/mail (everyone's reset links) and /dev/checkout (free Pro) were served
// to the internet by any server started without NODE_ENV=production.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** A server on the shared database with these settings, and what it logged at start. */
async function serverWith(env: Record<string, string>) {
  const lines: { level: number; msg: string; devTools?: boolean }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = await startTestServer({
    database,
    logger,
    env: { DEV_TOOLS: '', ...env },
    seedCatalog: async () => {},
  });
  return { server, warnings: lines.filter((line) => line.level === 40) };
}

/** What a stranger sees at the development tools' addresses. */
async function devPages(url: string) {
  const mail = await (await fetch(`${url}/dev/mail`)).text();
  const checkout = await fetch(`${url}/dev/checkout`, { redirect: 'manual' });
  const billing = await fetch(`${url}/dev/billing`, { redirect: 'manual' });
  const config = (await new TestClient(url).json<{ billing: { provider: string } }>('/api/config')).body;
  return {
    outbox: mail.includes('Development outbox'),
    // Signed out, the test billing pages send you to /login; absent, the app's fallback answers.
    testBilling: [checkout, billing].every(
      (res) => res.status === 303 && res.headers.get('location') === '/login',
    ),
    billingProvider: config.billing.provider,
  };
}

describe('development tools only on a loopback address', () => {
  it('a public PUBLIC_URL without NODE_ENV=production: no /dev/mail, no test billing, and a warning at start', async () => {
    const { server, warnings } = await serverWith({ PUBLIC_URL: 'https://reelatlas.example' });
    try {
      expect(await devPages(server.url)).toEqual({
        outbox: false,
        testBilling: false,
        billingProvider: 'none',
      });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toContain('PUBLIC_URL is a public address but NODE_ENV is not production');
    } finally {
      await server.stop();
    }
  });

  it('a loopback PUBLIC_URL serves them, without a warning', async () => {
    const { server, warnings } = await serverWith({ PUBLIC_URL: 'http://127.0.0.1:3000' });
    try {
      expect(await devPages(server.url)).toEqual({
        outbox: true,
        testBilling: true,
        billingProvider: 'test',
      });
      expect(warnings).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('DEV_TOOLS=1 serves them on a public address too, and the warning says they are exposed', async () => {
    const { server, warnings } = await serverWith({
      PUBLIC_URL: 'https://staging.reelatlas.example',
      DEV_TOOLS: '1',
    });
    try {
      expect(await devPages(server.url)).toMatchObject({
        outbox: true,
        testBilling: true,
        billingProvider: 'test',
      });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toContain('/dev/mail');
      expect(warnings[0]?.devTools).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('which hosts are loopback, and the rule', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.3.2.1', true],
    ['[::1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['reelatlas.example', false],
    ['localhost.example.com', false],
    ['10.0.0.5', false],
    ['0.0.0.0', false],
    ['[2001:db8::1]', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  const env = (values: Record<string, string>) =>
    parseEnv({ AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:25', ...values });
  it('unset PUBLIC_URL (localhost) serves them; DEV_TOOLS decides explicitly; production never', () => {
    expect(devToolsEnabled(env({}))).toBe(true);
    expect(devToolsEnabled(env({ DEV_TOOLS: '0' }))).toBe(false);
    expect(devToolsEnabled(env({ PUBLIC_URL: 'https://reelatlas.example' }))).toBe(false);
    expect(devToolsEnabled(env({ PUBLIC_URL: 'https://reelatlas.example', DEV_TOOLS: '1' }))).toBe(true);
    expect(devToolsEnabled(env({ NODE_ENV: 'production', DEV_TOOLS: '1' }))).toBe(false);
    expect(() => env({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS: must be 0 or 1/);
  });
});
