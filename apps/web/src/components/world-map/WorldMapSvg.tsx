import { Minus, Plus, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { CountryOffers } from './map-colouring.ts';
import { NO_OFFER_FILL, SEA_FILL, TierPatterns, tierFill } from './map-palette.tsx';
import { MAP_HEIGHT, MAP_WIDTH, worldGeometry } from './world-geometry.ts';

export interface WorldMapSvgProps {
  /** The colour of each country (only the visitor's services when that toggle is on). */
  offers: ReadonlyMap<string, CountryOffers>;
  /** Every country of the title's data, by English name: the map's keyboard order. */
  countries: readonly { code: string; name: string }[];
  /** The list's country filter ('' for all). */
  chosen: string;
  onPick: (code: string) => void;
  /** The country hovered or focused, to name it under the map; null when none is. */
  onShow: (code: string | null) => void;
  /** What a country's element says: its name and services. */
  describe: (code: string) => string;
  patternPrefix: string;
  /**
   * Another map's colours (the watchlist planner's counts): a country's fill, or undefined to fall
   * back to its offers' tier.
   */
  fill?: (code: string) => string | undefined;
}

/** The outline drawn over the chosen country, shape or dot alike (it takes no pointer events). */
const CHOSEN_OUTLINE = {
  fill: 'none',
  stroke: 'var(--ra-fg)',
  strokeWidth: 3,
  vectorEffect: 'non-scaling-stroke',
  pointerEvents: 'none',
  'data-testid': 'map-chosen',
} as const;

const MAX_ZOOM = 8;
const DOT_RADIUS = 5;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface View {
  k: number;
  cx: number;
  cy: number;
}
const HOME: View = { k: 1, cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2 };

/** Keeps the view inside the map: at zoom k, the centre can move (1 - 1/k) / 2 of the size off. */
const clampView = ({ k, cx, cy }: View): View => {
  const zoom = clamp(k, 1, MAX_ZOOM);
  const halfW = MAP_WIDTH / 2 / zoom;
  const halfH = MAP_HEIGHT / 2 / zoom;
  return { k: zoom, cx: clamp(cx, halfW, MAP_WIDTH - halfW), cy: clamp(cy, halfH, MAP_HEIGHT - halfH) };
};

/**
 * The world map itself, loaded on demand (with its shapes) by WorldMapPanel. Keyboard: the map is
 * one Tab stop; arrow keys move between the countries of the data in name order (a roving
 * tabindex, so a hundred countries do not sit between the filters and the list), Enter or Space
 * picks one. Each is a button whose name says its services, the same words shown on hover.
 */
export default function WorldMapSvg({
  offers,
  countries,
  chosen,
  onPick,
  onShow,
  describe,
  patternPrefix,
  fill,
}: WorldMapSvgProps) {
  const t = useT();
  const geometry = worldGeometry();
  const [view, setView] = useState<View>(HOME);
  const [active, setActive] = useState<string | null>(null);
  const elements = useRef(new Map<string, SVGElement>());
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  const inData = useMemo(() => new Set(countries.map((country) => country.code)), [countries]);
  const dots = useMemo(
    () =>
      countries.flatMap((country) => {
        if (geometry.shaped.has(country.code)) return [];
        const at = geometry.dotAt(country.code);
        return at ? [{ ...country, ...at }] : [];
      }),
    [countries, geometry],
  );
  const centres = useMemo(() => {
    const map = new Map<string, [number, number]>();
    for (const shape of geometry.shapes) if (shape.code) map.set(shape.code, shape.centre);
    for (const dot of dots) map.set(dot.code, [dot.x, dot.y]);
    return map;
  }, [geometry, dots]);
  const order = useMemo(() => countries.filter((country) => centres.has(country.code)), [countries, centres]);
  const tabStop = active ?? (chosen && centres.has(chosen) ? chosen : order[0]?.code);

  const fillOf = (code: string) => {
    const own = fill?.(code);
    if (own) return own;
    const tier = offers.get(code)?.tier;
    return tier ? tierFill(patternPrefix, tier) : NO_OFFER_FILL;
  };

  const focusCountry = (code: string) => {
    setActive(code);
    elements.current.get(code)?.focus();
    const centre = centres.get(code);
    // Zoomed in, the keyboard follows the focus: the focused country is brought into view.
    if (centre)
      setView((current) =>
        current.k > 1 ? clampView({ ...current, cx: centre[0], cy: centre[1] }) : current,
      );
  };

  const onKeyDown = (event: KeyboardEvent<SVGElement>, code: string) => {
    const index = order.findIndex((country) => country.code === code);
    const move = (to: number) => {
      const target = order[(to + order.length) % order.length];
      if (target) focusCountry(target.code);
    };
    // Right to left, the next country in reading order is to the left.
    const rtl = document.documentElement.dir === 'rtl';
    const key =
      rtl && event.key === 'ArrowLeft'
        ? 'ArrowRight'
        : rtl && event.key === 'ArrowRight'
          ? 'ArrowLeft'
          : event.key;
    switch (key) {
      case 'Enter':
      case ' ':
        onPick(code);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(order.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const interactive = (code: string) => ({
    role: 'button',
    tabIndex: code === tabStop ? 0 : -1,
    'aria-label': describe(code),
    'aria-pressed': code === chosen,
    'data-code': code,
    ref: (element: SVGElement | null) => {
      if (element) elements.current.set(code, element);
      else elements.current.delete(code);
    },
    onClick: () => onPick(code),
    onKeyDown: (event: KeyboardEvent<SVGElement>) => onKeyDown(event, code),
    onFocus: () => {
      setActive(code);
      onShow(code);
    },
    onBlur: () => onShow(null),
    onMouseEnter: () => onShow(code),
    onMouseLeave: () => onShow(null),
    className: 'cursor-pointer outline-none focus-visible:stroke-ring focus-visible:[stroke-width:3px]',
  });

  // Dragging pans once zoomed in; at zoom 1 the page scrolls as usual (touch-action stays auto).
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (view.k === 1) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    const width = svgRef.current?.getBoundingClientRect().width;
    if (!start || !width) return;
    const unitsPerPixel = MAP_WIDTH / width / start.view.k;
    setView(
      clampView({
        ...start.view,
        cx: start.view.cx - (event.clientX - start.x) * unitsPerPixel,
        cy: start.view.cy - (event.clientY - start.y) * unitsPerPixel,
      }),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const zoomBy = (factor: number) => {
    setView((current) => {
      // The first zoom goes to the chosen country when there is one.
      const centre = current.k === 1 && chosen ? centres.get(chosen) : undefined;
      return clampView({
        k: current.k * factor,
        cx: centre?.[0] ?? current.cx,
        cy: centre?.[1] ?? current.cy,
      });
    });
  };

  const transform = `translate(${MAP_WIDTH / 2} ${MAP_HEIGHT / 2}) scale(${view.k}) translate(${-view.cx} ${-view.cy})`;
  const chosenShape = geometry.shapes.find((shape) => shape.code && shape.code === chosen);
  const chosenDot = dots.find((dot) => dot.code === chosen);
  const zoomButton =
    'inline-flex size-8 sm:size-9 items-center justify-center rounded-md border border-border bg-surface text-fg shadow-sm hover:bg-surface-2 disabled:opacity-50';

  return (
    <div className="relative size-full" data-testid="world-map">
      {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the map's buttons. */}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className="block size-full select-none"
        style={{ touchAction: view.k > 1 ? 'none' : 'auto', background: SEA_FILL }}
        role="group"
        aria-label={t('map.label')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={endDrag}
      >
        <TierPatterns prefix={patternPrefix} />
        <g transform={transform}>
          {geometry.shapes.map((shape, index) =>
            shape.code && inData.has(shape.code) ? (
              <path
                key={shape.code}
                d={shape.d}
                fill={fillOf(shape.code)}
                stroke="var(--ra-fg)"
                strokeWidth={0.6}
                vectorEffect="non-scaling-stroke"
                {...interactive(shape.code)}
              />
            ) : (
              <path
                key={shape.code ?? `unnamed-${index}`}
                d={shape.d}
                fill={NO_OFFER_FILL}
                stroke={SEA_FILL}
                strokeWidth={0.5}
                vectorEffect="non-scaling-stroke"
              />
            ),
          )}
          {chosenShape ? <path d={chosenShape.d} {...CHOSEN_OUTLINE} /> : null}
          {dots.map((dot) => (
            <circle
              key={dot.code}
              cx={dot.x}
              cy={dot.y}
              r={DOT_RADIUS / view.k}
              fill={fillOf(dot.code)}
              stroke="var(--ra-fg)"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              data-testid="map-dot"
              {...interactive(dot.code)}
            />
          ))}
          {chosenDot ? (
            <circle cx={chosenDot.x} cy={chosenDot.y} r={(DOT_RADIUS + 4) / view.k} {...CHOSEN_OUTLINE} />
          ) : null}
        </g>
      </svg>
      <div className="absolute end-2 bottom-2 flex gap-1">
        <button
          type="button"
          className={zoomButton}
          aria-label={t('map.zoomIn')}
          disabled={view.k >= MAX_ZOOM}
          onClick={() => zoomBy(2)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={zoomButton}
          aria-label={t('map.zoomOut')}
          disabled={view.k <= 1}
          onClick={() => zoomBy(0.5)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={zoomButton}
          aria-label={t('map.zoomReset')}
          disabled={view.k === 1}
          onClick={() => setView(HOME)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
