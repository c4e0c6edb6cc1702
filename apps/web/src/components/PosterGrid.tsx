import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t.ts';
import { Poster } from './Poster.tsx';

export interface PosterItem {
  key: string;
  title: string;
  year: number | null;
  thumbnail: string | null;
}

interface PosterGridProps<T extends PosterItem> {
  items: readonly T[];
  onOpen: (item: T) => void;
  onRemove?: (item: T) => void;
  emptyMessage?: string;
  /** While one title is opening, every poster is disabled so a double click cannot count twice. */
  busy?: boolean;
  /** More controls under a title (the watchlist's "Alert me"). */
  renderExtra?: (item: T) => ReactNode;
}

/** The reusable poster grid: 2 columns on small screens, 3 on medium, 4 on large (docs/product-rules.md#pages). */
export function PosterGrid<T extends PosterItem>({
  items,
  onOpen,
  onRemove,
  emptyMessage,
  busy = false,
  renderExtra,
}: PosterGridProps<T>) {
  const t = useT();
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted">
        {emptyMessage ?? t('common.nothingAdded')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.key} className="relative flex flex-col gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpen(item)}
            className="group block overflow-hidden rounded-lg border border-border bg-surface-2 text-start disabled:cursor-wait"
          >
            <Poster
              title={item.title}
              thumbnail={item.thumbnail}
              className="aspect-[2/3] w-full transition-transform group-hover:scale-[1.03]"
            />
          </button>
          <p className="text-sm leading-tight">
            <span className="font-medium">{item.title}</span>
            {item.year ? <span className="text-muted"> ({item.year})</span> : null}
          </p>
          {renderExtra?.(item)}
          {onRemove ? (
            <button
              type="button"
              aria-label={t('common.removeTitle', { title: item.title })}
              onClick={() => onRemove(item)}
              className="absolute end-2 top-2 rounded-full bg-surface/90 p-1.5 text-fg shadow hover:bg-surface"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
