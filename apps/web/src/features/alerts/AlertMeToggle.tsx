import type { AlertSettings, ListEntry } from '@reelatlas/contracts';
import { Bell, BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

interface AlertMeToggleProps {
  entry: Pick<ListEntry, 'type' | 'id' | 'title'>;
  settings: AlertSettings | undefined;
  onChange: (alert: boolean) => void;
  pending?: boolean;
}

const chip =
  'inline-flex items-center gap-1.5 self-start rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors';

/**
 * "Alert me" on a watchlist title: a toggle button for Pro and Trial users; Free users see the
 * same control, and pressing it shows what alerts are and the way to upgrade (the server would
 * refuse them anyway).
 */
export function AlertMeToggle({ entry, settings, onChange, pending = false }: AlertMeToggleProps) {
  const t = useT();
  const [upsell, setUpsell] = useState(false);
  const on = Boolean(
    settings?.watchlist ||
      settings?.titles.some((other) => other.type === entry.type && other.id === entry.id),
  );
  if (settings && !settings.allowed) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          aria-expanded={upsell}
          aria-label={t('alerts.alertMeTitle', { title: entry.title })}
          onClick={() => setUpsell((open) => !open)}
          className={`${chip} border-border text-muted hover:bg-surface-2`}
        >
          <Bell aria-hidden="true" className="size-3.5" />
          {t('alerts.alertMe')}
        </button>
        {upsell ? (
          <p className="text-xs">
            {t('alerts.upgrade')} <Link to="/premium">{t('alerts.upgradeLink')}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('alerts.alertMeTitle', { title: entry.title })}
      disabled={!settings || pending || settings.watchlist}
      title={settings?.watchlist ? t('alerts.wholeOn') : undefined}
      onClick={() => onChange(!on)}
      className={`${chip} disabled:cursor-not-allowed disabled:opacity-70 ${
        on ? 'border-accent bg-accent text-on-accent' : 'border-border text-fg hover:bg-surface-2'
      }`}
    >
      {on ? (
        <BellRing aria-hidden="true" className="size-3.5" />
      ) : (
        <Bell aria-hidden="true" className="size-3.5" />
      )}
      {/* The same words pressed or not: its name holds what is seen, and aria-pressed tells the state. */}
      {t('alerts.alertMe')}
      {on ? <Check aria-hidden="true" className="size-3.5" data-testid="alert-on-mark" /> : null}
    </button>
  );
}
