import { describe, expect, it } from 'vitest';
import { isStartUpCheck } from '../../build/chunk-groups.ts';

/** A file's path on disk (Vite serves this test from `/@fs/<path>`). */
const path = (relative: string) => new URL(relative, import.meta.url).pathname.replace(/^\/@fs/, '');
const contracts = (file: string) => path(`../../../../packages/contracts/src/${file}`);

describe("the build's file groups", () => {
  it('puts the start-up checks (contracts modules written with zod/mini) in the start-up file, nothing else', () => {
    expect(isStartUpCheck(contracts('title-summary.ts'))).toBe(true);
    expect(isStartUpCheck(contracts('error-body.ts'))).toBe(true);
    expect(isStartUpCheck(path('./zod-mini-jitless.ts'))).toBe(true);
    // Full-API schemas and the app's own modules go to the shared file or a page's own.
    expect(isStartUpCheck(contracts('account.ts'))).toBe(false);
    expect(isStartUpCheck(path('./zod-jitless.ts'))).toBe(false);
    expect(isStartUpCheck(path('./flag-url.ts'))).toBe(false);
  });
});
