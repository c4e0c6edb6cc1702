import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** CSP hashes of the inline scripts in index.html (the theme script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

export interface WebApp {
  routes: Hono<AppEnv>;
  scriptHashes: string[];
}

/**
 * The built SPA: hashed assets cached for a year, every other GET outside /api answered with
 * index.html so client-side routes survive a reload.
 */
export function webRoutes(distDir: string | undefined): WebApp {
  const routes = new Hono<AppEnv>();
  const indexPath = distDir && join(distDir, 'index.html');
  if (!distDir || !indexPath || !existsSync(indexPath)) {
    routes.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return { routes, scriptHashes: [] };
  }
  const html = readFileSync(indexPath, 'utf8');
  const root = relative(process.cwd(), distDir) || '.';
  routes.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        const hashed = path.includes('/assets/');
        c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  routes.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return { routes, scriptHashes: inlineScriptHashes(html) };
}
