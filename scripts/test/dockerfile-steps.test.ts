import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Dockerfile cannot be built on the project's machines; scripts/ci-production-install.sh runs
// its steps in CI instead. This keeps the two the same install: stage for stage, the Dockerfile's
// RUN commands are the script's `step` commands, and its CMD is the script's `start` command.
const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

type Stages = Record<string, string[]>;

/** RUN commands per `FROM … AS stage`, backslash continuations joined; `# image only:` RUNs left out. */
function dockerfileSteps(text: string): { stages: Stages; cmd: string } {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  const stages: Stages = {};
  let stage = '';
  let cmd = '';
  let imageOnly = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('# image only:')) imageOnly = true;
    if (line.startsWith('#') || line === '') continue;
    const from = /^FROM\s+\S+\s+AS\s+(\S+)$/i.exec(line);
    if (from?.[1]) {
      stage = from[1];
      stages[stage] = [];
    } else if (line.startsWith('RUN ')) {
      if (!imageOnly) stages[stage]?.push(line.slice(4).trim());
      imageOnly = false;
    } else if (line.startsWith('CMD ')) cmd = (JSON.parse(line.slice(4)) as string[]).join(' ');
  }
  return { stages, cmd };
}

/** `step …` lines per `# stage: name` comment, and the `start …` command. */
function scriptSteps(text: string): { stages: Stages; cmd: string } {
  const stages: Stages = {};
  let stage = '';
  let cmd = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const marker = /^# stage: (\S+)$/.exec(line);
    if (marker?.[1]) {
      stage = marker[1];
      stages[stage] = [];
    } else if (line.startsWith('step ')) stages[stage]?.push(line.slice(5).trim());
    else if (line.startsWith('start ')) cmd = line.slice(6).trim();
  }
  return { stages, cmd };
}

describe('Dockerfile and scripts/ci-production-install.sh', () => {
  const docker = dockerfileSteps(read('Dockerfile'));
  const script = scriptSteps(read('scripts/ci-production-install.sh'));

  it('run the same install steps in the same stages', () => {
    expect(Object.keys(docker.stages)).toEqual(['build', 'runtime']);
    expect(docker.stages.build?.length).toBeGreaterThan(0);
    expect(docker.stages.runtime?.length).toBeGreaterThan(0);
    expect(script.stages).toEqual(docker.stages);
  });

  it('start the server with the same command', () => {
    expect(docker.cmd).toBe('node --enable-source-maps apps/server/dist/main.mjs');
    expect(script.cmd).toBe(docker.cmd);
  });

  it('notice a step that differs', () => {
    const changed = read('Dockerfile').replace('RUN npm run build', 'RUN npm run build -- --mode staging');
    expect(dockerfileSteps(changed).stages).not.toEqual(script.stages);
  });

  it('run as a non-root user with a health check, from node:20-slim', () => {
    const text = read('Dockerfile').replace(/\\\n\s*/g, ' ');
    expect(text.match(/^FROM node:20-slim AS/gm)?.length).toBe(2);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\/healthz/m);
  });
});
