import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// Served from the installed package, not a CDN: the docs work offline and under our CSP.
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ReelAtlas API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });`;

function swaggerAsset(c: Context<AppEnv>, asset: keyof typeof assets) {
  return c.body(readFileSync(join(swaggerDir, asset)), 200, {
    'Content-Type': assets[asset],
    'Cache-Control': 'public, max-age=86400',
  });
}

export function docsRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/api/docs', (c) => c.html(page))
      .get('/api/docs/init.js', (c) =>
        c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
      )
      // One static route per file, not `/:asset`: a parameter here makes Hono fall back from its
      // RegExpRouter to the slower TrieRouter for every route of the app.
      .get('/api/docs/swagger-ui.css', (c) => swaggerAsset(c, 'swagger-ui.css'))
      .get('/api/docs/swagger-ui-bundle.js', (c) => swaggerAsset(c, 'swagger-ui-bundle.js'))
  );
}
