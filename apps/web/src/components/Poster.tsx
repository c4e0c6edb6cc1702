import { useState } from 'react';
import type { TitleCard } from '../lib/initials.ts';
import { PosterPlaceholder } from './PosterPlaceholder.tsx';

interface PosterProps {
  title: string;
  thumbnail: string | null;
  className?: string;
  /** The title page's poster is the largest element: load it eagerly for LCP. */
  eager?: boolean;
  compact?: boolean;
  /** The card shown without a poster, when not derived from the title (see PosterPlaceholder). */
  card?: TitleCard;
}

/** A poster with the title as alt text, falling back to the generated card when missing or broken. */
export function Poster({
  title,
  thumbnail,
  className = '',
  eager = false,
  compact = false,
  card,
}: PosterProps) {
  const [broken, setBroken] = useState(false);
  if (!thumbnail || broken) {
    return <PosterPlaceholder title={title} className={className} compact={compact} card={card} />;
  }
  return (
    <img
      src={thumbnail}
      alt={title}
      width={342}
      height={513}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  );
}
