import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      BOT_CHECK: 'altcha',
      TRUST_PROXY: 0,
      NODE_ENV: 'development',
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('takes decimals for the refresh and alert timings (testable in seconds), and refuses negatives', () => {
    expect(
      parseEnv({
        TMDB_TITLE_TTL_HOURS: '0.001',
        TMDB_REFRESH_INTERVAL_MINUTES: '0.01',
        ALERT_INTERVAL_MINUTES: '0.02',
      }),
    ).toMatchObject({
      TMDB_TITLE_TTL_HOURS: 0.001,
      TMDB_REFRESH_INTERVAL_MINUTES: 0.01,
      ALERT_INTERVAL_MINUTES: 0.02,
    });
    expect(parseEnv({}).ALERT_INTERVAL_MINUTES).toBe(60);
    expect(() => parseEnv({ ALERT_INTERVAL_MINUTES: '-1' })).toThrow(/ALERT_INTERVAL_MINUTES/);
    expect(() => parseEnv({ ALERT_INTERVAL_MINUTES: 'hourly' })).toThrow(/ALERT_INTERVAL_MINUTES/);
  });

  it('stops with one line per bad value', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: '-1', BOT_CHECK: 'hcaptcha' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const problems = (err as EnvError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((p) => p.split(':')[0])).toEqual(
        expect.arrayContaining(['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'BOT_CHECK']),
      );
      expect((err as EnvError).message.split('\n')).toHaveLength(5);
    }
  });

  it('requires AUTH_SECRET in production and the reCAPTCHA keys when chosen', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required when NODE_ENV=production/,
    );
    expect(() => parseEnv({ BOT_CHECK: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET_KEY: is required/);
    expect(
      parseEnv({ BOT_CHECK: 'recaptcha', RECAPTCHA_SITE_KEY: 'a', RECAPTCHA_SECRET_KEY: 'b' }).BOT_CHECK,
    ).toBe('recaptcha');
  });

  it('accepts PostgreSQL URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('billing configuration', () => {
  it('needs the webhook secret and price id once a Stripe key is given', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    );
    expect(
      parseEnv({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_ID: 'price_x',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).STRIPE_API_URL,
    ).toBe('http://127.0.0.1:12111');
    expect(() => parseEnv({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
