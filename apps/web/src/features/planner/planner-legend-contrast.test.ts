import { describe, expect, it } from 'vitest';
import { NO_OFFER_FILL } from '../../components/world-map/map-palette.tsx';
import themeCss from '../../index.css?raw';
import { MAP_CLASS_VARIABLES, type MapClass, mapClassFill } from './planner-text.ts';

// The planner map's legend, checked from the colours the themes really define (index.css): every
// two classes differ by at least 3:1 (WCAG 1.4.11, non-text contrast), and "on your services"
// stands out most against the page and the sea in both themes.

/** The custom properties of one rule block of index.css (`:root` or `.dark`). */
function themeVariables(selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(themeCss)?.[1];
  if (!block) throw new Error(`No ${selector} block in index.css`);
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

const light = themeVariables(':root');
// The dark theme overrides the light one's values.
const dark = new Map([...light, ...themeVariables('.dark')]);

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const CLASSES: MapClass[] = ['mine', 'others', 'none'];

describe.each([
  ['light', light],
  ['dark', dark],
])('the planner map legend in the %s theme', (_theme, variables) => {
  const colour = (name: string) => {
    const value = variables.get(name);
    if (!value) throw new Error(`${name} is not defined`);
    return value;
  };
  const classColour = (mapClass: MapClass) => colour(MAP_CLASS_VARIABLES[mapClass]);

  it.each(CLASSES.flatMap((a, i) => CLASSES.slice(i + 1).map((b) => [a, b] as const)))(
    'keeps %s and %s at least 3:1 apart',
    (a, b) => {
      expect(contrast(classColour(a), classColour(b))).toBeGreaterThanOrEqual(3);
    },
  );

  it('makes "on your services" the most salient class against the panel and the sea', () => {
    for (const ground of [colour('--ra-surface'), colour('--ra-surface-2')]) {
      const mine = contrast(classColour('mine'), ground);
      expect(mine).toBeGreaterThan(contrast(classColour('others'), ground));
      expect(mine).toBeGreaterThan(contrast(classColour('none'), ground));
      expect(mine).toBeGreaterThanOrEqual(7);
    }
  });
});

it('draws "none of your list" in the colour the world map gives land without titles', () => {
  expect(mapClassFill('none')).toBe(NO_OFFER_FILL);
});
