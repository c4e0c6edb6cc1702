// A route's rules (sign-in, subject, rate limits, bot check) are declared by the
// route module (middleware/route-rules.ts); app.ts holds only what applies to every request (or
// every API request) and mounts the route modules. This reads app.ts and fails when a
// path-specific middleware, or a rule's middleware, comes back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../src/app.ts', import.meta.url), 'utf8');

/** Paths app.ts may give middleware: everything, every API route, the development tools. */
const GLOBAL_PATHS = ["'*'", "'/api/*'", "'/dev/*'"];

describe('app.ts (composition only)', () => {
  it('registers middleware on global paths only', () => {
    const registrations = [...source.matchAll(/\bapp\.(use|on)\(\s*([^\n]*)/g)].map((m) => m[2] ?? '');
    expect(registrations.length).toBeGreaterThan(0);
    for (const args of registrations) {
      // app.use(path, …) or app.on(method or [methods], path, …).
      const path = /^(?:(?:\[[^\]]*\]|'[A-Z]+'),\s*)?('[^']*')/.exec(args)?.[1];
      expect(GLOBAL_PATHS, `app.ts: ${args}`).toContain(path);
    }
  });

  it("uses none of the routes' rules", () => {
    for (const name of [
      'rateLimit',
      'enforceRateLimit',
      'requireSession',
      'requireAdmin',
      'resolveSubject',
      'refuseEndedSession',
      'signedInUser',
      'routeRules',
      'withRules',
    ])
      expect(source, name).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('defines no route of its own: every route comes from a route module', () => {
    expect(source).not.toMatch(/\bapp\.(get|post|put|patch|delete)\(/);
  });
});
