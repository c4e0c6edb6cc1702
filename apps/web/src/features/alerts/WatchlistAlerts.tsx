import type { ListEntry } from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { usePersonalChoice } from '../my-services/index.ts';
import { AlertMeToggle } from './AlertMeToggle.tsx';
import { useAlertMutations, useAlertSettings } from './use-alerts.ts';
import { WatchlistAlertsPanel } from './WatchlistAlertsPanel.tsx';

/**
 * The watchlist's alerts: the panel above the grid, and an "Alert me" control for each poster
 * (handed to the grid as `renderExtra`).
 */
export function WatchlistAlerts({
  userId,
  children,
}: {
  userId: string;
  children: (renderExtra: (item: { entry: ListEntry }) => ReactNode) => ReactNode;
}) {
  const { data: settings } = useAlertSettings(userId);
  const { update, title } = useAlertMutations(userId);
  const choice = usePersonalChoice();
  return (
    <>
      <WatchlistAlertsPanel
        settings={settings}
        onChange={(patch) => update.mutate(patch)}
        pending={update.isPending}
        hasServices={choice.services.length > 0}
      />
      {children((item) => (
        <AlertMeToggle
          entry={item.entry}
          settings={settings}
          pending={title.isPending}
          onChange={(alert) => title.mutate({ type: item.entry.type, id: item.entry.id, alert })}
        />
      ))}
    </>
  );
}
