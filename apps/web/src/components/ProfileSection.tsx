import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** Base of the heading id that names the section. */
  id: string;
  title: string;
  /** Shown before the heading (the avatar on Account Information). */
  icon?: ReactNode;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}

/** One card of the profile screen: a region named by its h2, so each section is a landmark. */
export function ProfileSection({ id, title, icon, tone = 'normal', children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  const border = tone === 'danger' ? 'border-danger/50' : 'border-border';
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-xl border bg-surface p-6 ${border}`}
      data-testid={`profile-${id}`}
    >
      <div className="flex items-center gap-4">
        {icon}
        <h2 id={headingId} className={`text-xl font-bold ${tone === 'danger' ? 'text-danger' : ''}`}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
