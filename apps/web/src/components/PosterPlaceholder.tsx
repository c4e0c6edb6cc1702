import { type TitleCard, titleCard } from '../lib/initials.ts';

interface PosterPlaceholderProps {
  title: string;
  className?: string;
  /** Thumbnail size (autocomplete rows): small initials and no title line. */
  compact?: boolean;
  /** What the card shows; derived from the title unless given (the pre-rendered first view's slots). */
  card?: TitleCard;
}

/** A generated title card for titles without a poster: initials on a colour picked from the title. */
export function PosterPlaceholder({ title, className = '', compact = false, card }: PosterPlaceholderProps) {
  const { initials, background } = card ?? titleCard(title);
  return (
    <div
      role="img"
      aria-label={title}
      className={`flex flex-col items-center justify-center gap-2 overflow-hidden text-center text-white ${compact ? 'p-0' : 'p-3'} ${className}`}
      style={{ background }}
    >
      <span aria-hidden="true" className={compact ? 'text-xs font-bold' : 'text-3xl font-bold tracking-wide'}>
        {initials}
      </span>
      {compact ? null : (
        <span aria-hidden="true" className="line-clamp-3 text-xs font-medium text-white/90">
          {title}
        </span>
      )}
    </div>
  );
}
