import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingOrder } from '@marketplace/contracts';
import { lazyPage, LightEmpty, LightList, OnceOpened, useHydrated } from '@marketplace/web-kit';
import { DashboardPanel } from '@marketplace/web-kit/dashboard';
import { useListStandingOrdersQuery } from './standing-api';
import { StandingRow } from './standing-row';

// Edit is a click away: the dialog (and antd) load then, never with the dashboard.
const StandingDialog = lazyPage(() => import('./standing-dialog'), 'StandingDialog');

/**
 * The dashboard's Standing orders card, drawn once the page is the browser's own: as the
 * Following card, its read stays out of the dashboard's server view (its one first read).
 */
export function StandingOrdersCard() {
  return useHydrated() ? <StandingOrdersPanel /> : null;
}

/**
 * The buyer's standing orders (an approver's, their team's too): each with its quantities, price
 * limit and what the last edition did, Edit and Remove. Light widgets only: the dashboard loads
 * no antd. Exported for the specs, which draw it without the hydration gate.
 */
export function StandingOrdersPanel() {
  const { t } = useTranslation('buyer');
  const { data, error, isLoading } = useListStandingOrdersQuery();
  // Spec §8: dashboards show no message on a failed read.
  if (error) console.error('Failed to load the standing orders', error);
  const [editing, setEditing] = useState<StandingOrder | null>(null);

  return (
    <DashboardPanel title={t('standing.card.title')} testId="standing-orders-card">
      {isLoading ? (
        <div className="mk-skeleton" aria-busy="true" />
      ) : data?.items.length ? (
        <LightList>
          {data.items.map((standing) => (
            <StandingRow
              key={`${standing.seriesId}-${standing.productId}-${standing.buyerId}`}
              standing={standing}
              onEdit={() => setEditing(standing)}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('standing.card.empty')} />
      )}
      <OnceOpened open={editing !== null}>
        {editing && (
          <StandingDialog
            target={{
              seriesId: editing.seriesId,
              productId: editing.productId,
              productName: editing.productName,
              unitsPerPack: editing.unitsPerPack,
            }}
            holder={editing.buyerId}
            onClose={() => setEditing(null)}
          />
        )}
      </OnceOpened>
    </DashboardPanel>
  );
}
