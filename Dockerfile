# syntax=docker/dockerfile:1
# ReelAtlas: the production install of scripts/ci-production-install.sh, as an image. Its RUN
# steps are that script's `step` lines, stage for stage (scripts/test/dockerfile-steps.test.ts
# compares them), so what CI starts and checks on PostgreSQL is what this image runs.
# Images cannot be built on the project's own machines (no registry but npm's and Debian's): the
# steps are tested there through the script, not through `docker build`.

# stage: build — all dependencies, the web app and the server bundle, the pruned deploy folder.
FROM node:20-slim AS build
WORKDIR /build
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build
RUN node scripts/deploy-folder.mjs ../deploy

# stage: runtime — the server's runtime dependencies only (≈ 75 MB of node_modules).
FROM node:20-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /deploy /app
RUN npm ci --omit=dev --no-audit --no-fund -w @reelatlas/server
RUN node scripts/trim-node-modules.mjs
# image only: PGlite's data dir, for a single container without DATABASE_URL; the server runs
# as the image's non-root user `node` and may write nowhere else.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 (no npm, no shell in between): `docker stop`'s SIGTERM reaches the server, which
# finishes in-flight requests and closes its database connections.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
