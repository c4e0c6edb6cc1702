import type { AlertScope, AlertSettings, AlertSettingsUpdate } from '@reelatlas/contracts';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';

interface WatchlistAlertsPanelProps {
  settings: AlertSettings | undefined;
  onChange: (patch: AlertSettingsUpdate) => void;
  pending?: boolean;
  hasServices: boolean;
}

const scopes: { value: AlertScope; label: string }[] = [
  { value: 'home', label: 'alerts.scopeHome' },
  { value: 'anywhere', label: 'alerts.scopeAnywhere' },
];

/**
 * The watchlist's alert choices: the whole list or the titles marked "Alert me", and where
 * (home country or anywhere, on the user's services). Free users see what they would get.
 */
export function WatchlistAlertsPanel({
  settings,
  onChange,
  pending = false,
  hasServices,
}: WatchlistAlertsPanelProps) {
  const t = useT();
  const headingId = useId();
  if (!settings) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      data-testid="watchlist-alerts"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <BellRing aria-hidden="true" className="size-5" />
        {t('alerts.heading')}
      </h2>
      {!settings.allowed ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm">{t('alerts.upgrade')}</p>
          <Link to="/premium" className={buttonStyles.primary}>
            {t('alerts.upgradeLink')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">
            {t('alerts.digest')}
            {settings.emails ? null : ` ${t('alerts.emailsOff')}`}
          </p>
          {hasServices ? null : <p className="text-sm">{t('alerts.needServices')}</p>}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={settings.watchlist}
              disabled={pending}
              onChange={(event) => onChange({ watchlist: event.target.checked })}
            />
            {t('alerts.wholeWatchlist')}
          </label>
          <fieldset className="flex flex-col gap-1 text-sm" disabled={pending}>
            <legend className="mb-1 font-semibold">{t('alerts.where')}</legend>
            {scopes.map((scope) => (
              <label key={scope.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="alert-scope"
                  className="size-4"
                  value={scope.value}
                  checked={settings.scope === scope.value}
                  onChange={() => onChange({ scope: scope.value })}
                />
                {t(scope.label)}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
