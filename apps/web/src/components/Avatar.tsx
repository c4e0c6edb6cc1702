import { useState } from 'react';
import { nameInitials } from '../lib/initials.ts';

/**
 * The user's picture, or their initials when there is none or it fails to load. Decorative: the
 * name is shown beside it. The initials are drawn by CSS, not written as text, so a link holding
 * the avatar and the name shows the name alone as its text (its accessible name then contains
 * what is seen: "Profile: maria_t" for "maria_t", not for "MT maria_t").
 */
export function Avatar({
  name,
  image,
  size = 'sm',
}: {
  name: string;
  image?: string | null;
  size?: 'sm' | 'lg';
}) {
  const [broken, setBroken] = useState(false);
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-7 text-xs';
  if (image && !broken) {
    return (
      <img
        src={image}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-initials={nameInitials(name)}
      data-testid="avatar-initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent before:content-[attr(data-initials)]`}
    />
  );
}
