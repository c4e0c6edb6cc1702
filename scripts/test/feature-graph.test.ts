import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { describeLoops, featureImports, featureLoops } from '../feature-graph.ts';

// `npm run lint` fails when the web app's features import each other (scripts/feature-graph.ts).
// Each case is a scratch features folder; the last one is the repository's own.
const scratches: string[] = [];
afterEach(() => {
  for (const folder of scratches.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function features(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'ra-features-'));
  scratches.push(folder);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), `${source}\n`);
  }
  return folder;
}

const loopsOf = (folder: string) => featureLoops(featureImports(folder));

describe('the features graph check', () => {
  it('fails on two features that import each other, though no file imports itself back', () => {
    const folder = features({
      'billing/index.ts': "export { usePortal } from './use-portal.ts';",
      'billing/use-portal.ts': 'export const usePortal = 1;',
      'billing/TrialBanner.tsx':
        "import { daysLeft } from '../profile/index.ts';\nexport const a = daysLeft;",
      'profile/index.ts': "export { daysLeft } from './format.ts';",
      'profile/format.ts': 'export const daysLeft = 1;',
      'profile/Section.tsx': "import { usePortal } from '../billing/index.ts';\nexport const b = usePortal;",
    });
    const imports = featureImports(folder);
    expect(featureLoops(imports)).toEqual([['billing', 'profile']]);
    expect(describeLoops(imports, featureLoops(imports))).toContain(
      'billing → profile  (billing/TrialBanner.tsx)',
    );
  });

  it('fails on a loop around three features, from nested folders and lazy imports too', () => {
    expect(
      loopsOf(
        features({
          'title/View.tsx': "import { useList } from '../lists/index.ts';",
          'lists/Page.tsx': "const Planner = () => import('../planner/index.ts');",
          'planner/map/Map.tsx': "export { Svg } from '../../title/index.ts';",
        }),
      ),
    ).toEqual([['lists', 'planner', 'title']]);
  });

  it('passes imports that go one way, and leaves tests out', () => {
    expect(
      loopsOf(
        features({
          'title/View.tsx':
            "import { useList } from '../lists/index.ts';\nimport { x } from '../../lib/x.ts';",
          'lists/Page.tsx': "import type { Quota } from '../quota/index.ts';",
          'lists/Page.test.tsx': "import { View } from '../title/View.tsx';",
        }),
      ),
    ).toEqual([]);
  });

  it("passes on the repository's own features", () => {
    const own = fileURLToPath(new URL('../../apps/web/src/features', import.meta.url));
    expect(loopsOf(own)).toEqual([]);
  });
});
