import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of time on the monotonic clock, in µs (V8 profiles and process.hrtime share it). */
export interface ProfileWindow {
  label: string;
  fromUs: number;
  toUs: number;
}

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives: a package, a workspace folder, Node itself, PGlite's WASM or V8. */
function owner(url: string): string {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  const own = url.match(/\/(apps\/[^/]+|packages\/[^/]+)\//);
  if (own?.[1]) return own[1];
  if (url.startsWith('node:')) return 'node (internal)';
  if (url.startsWith('wasm://')) return 'PGlite WASM (Postgres + pg_trgm)';
  return url ? url : '(V8: gc, native)';
}

/**
 * Busy self time by owner and by function of a `--cpu-prof` file within one window, as text:
 * where the server spent its CPU while one target was under load.
 */
export function summarizeProfile(file: string, window: ProfileWindow, top = 10): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyUs = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const node = nodes.get(id);
    if (!node || time < window.fromUs || time > window.toUs || node.callFrame.functionName === '(idle)')
      return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = owner(url);
    busyUs += delta;
    byOwner.set(where, (byOwner.get(where) ?? 0) + delta);
    const key = `${functionName || '(anonymous)'} — ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
  });
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${((us / busyUs) * 100).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  const seconds = (window.toUs - window.fromUs) / 1e6;
  return [
    `### ${window.label}: server busy ${(busyUs / 1e6).toFixed(1)} s of ${seconds.toFixed(1)} s`,
    'self time by owner:',
    list(byOwner),
    'self time by function:',
    list(byFunction),
  ].join('\n');
}
