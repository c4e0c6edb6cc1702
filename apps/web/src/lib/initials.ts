/** Up to two initials of a title, skipping leading articles ("The Matrix" → "M"). */
export function titleInitials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const meaningful = words.length > 1 && /^(the|a|an)$/i.test(words[0] ?? '') ? words.slice(1) : words;
  const letters = meaningful.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** A stable hue per title so placeholder cards differ but never flicker between renders. */
export function titleHue(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** What a title's generated poster card shows: its initials on a gradient of its hue. */
export interface TitleCard {
  initials: string;
  /** A CSS background. */
  background: string;
}

export function titleCard(title: string): TitleCard {
  const hue = titleHue(title);
  return {
    initials: titleInitials(title),
    background: `linear-gradient(160deg, hsl(${hue} 45% 32%), hsl(${(hue + 40) % 360} 50% 16%))`,
  };
}

/** Up to two initials of a person's name or username ("maria_lopez" → "ML"), for avatar fallbacks. */
export function nameInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
