import ipaddr from 'ipaddr.js';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and ::1 (with or without IPv4 mapping). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return address.range() === 'loopback';
}

/** The site's host: PUBLIC_URL's, or localhost when it is unset (the server's own default). */
const publicHost = (env: Env) => new URL(env.PUBLIC_URL ?? 'http://localhost').hostname;

/**
 * The development tools — /dev/mail (every user's e-mails, reset links included) and the test
 * billing pages /dev/checkout and /dev/billing (Pro for a click) — are a laptop's, never a public
 * server's: served only when PUBLIC_URL's host is loopback, or when DEV_TOOLS=1 asks for them
 * explicitly (DEV_TOOLS=0 turns them off). Never in production, whatever DEV_TOOLS says.
 */
export function devToolsEnabled(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false;
  if (env.DEV_TOOLS !== undefined) return env.DEV_TOOLS === '1';
  return isLoopbackHost(publicHost(env));
}

/** A public address without NODE_ENV=production is usually a forgotten setting: say so at start. */
export function warnIfPublicDevelopment(env: Env, logger: Logger): void {
  if (env.NODE_ENV === 'production' || isLoopbackHost(publicHost(env))) return;
  logger.warn(
    { publicUrl: env.PUBLIC_URL, nodeEnv: env.NODE_ENV, devTools: devToolsEnabled(env) },
    devToolsEnabled(env)
      ? 'PUBLIC_URL is a public address, NODE_ENV is not production and DEV_TOOLS=1: /dev/mail (everyone’s e-mails) and /dev/checkout (free Pro) are served to anyone who finds them'
      : 'PUBLIC_URL is a public address but NODE_ENV is not production: set NODE_ENV=production for a public server (development tools stay off unless DEV_TOOLS=1)',
  );
}
