/** Bundles the server into apps/server/dist/main.mjs (see build-server.mjs). */
export function buildServer(): Promise<void>;
