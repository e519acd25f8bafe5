import { useState } from 'react';
import type { SupplierRound } from '@marketplace/contracts';
import { lazyPage, OnceOpened } from '@marketplace/web-kit';

// The dialogs (antd's Modal and Form) load when first opened: the list itself is drawn with the
// kit's light widgets, and the page loads no antd on its way to the screen.
const CreateRoundDialog = lazyPage(() => import('./create-round-dialog'), 'CreateRoundDialog');
const RoundPerformanceDialog = lazyPage(() => import('./round-performance-dialog'), 'RoundPerformanceDialog');
const RoundShipmentsDialog = lazyPage(
  () => import('../shipments/round-shipments-dialog'),
  'RoundShipmentsDialog',
);
const RoundShortfallDialog = lazyPage(
  () => import('../shortfalls/round-shortfall-dialog'),
  'RoundShortfallDialog',
);
const RunAgainDialog = lazyPage(() => import('../run-again/run-again-dialog'), 'RunAgainDialog');
const ScheduleDialog = lazyPage(() => import('../series/schedule-dialog'), 'ScheduleDialog');
const SeriesDialog = lazyPage(() => import('../series/series-dialog'), 'SeriesDialog');
const SeriesListDialog = lazyPage(() => import('../series/series-list-dialog'), 'SeriesListDialog');

/** Which of My Rounds' dialogs is open, and for which round or series. */
export function useRoundsDialogs() {
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const [shorting, setShorting] = useState<string | null>(null);
  const [repeating, setRepeating] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<SupplierRound | null>(null);
  const [seriesShown, setSeriesShown] = useState<string | null>(null);
  const [listingSeries, setListingSeries] = useState(false);
  return {
    creating,
    setCreating,
    viewing,
    setViewing,
    shipping,
    setShipping,
    shorting,
    setShorting,
    repeating,
    setRepeating,
    scheduling,
    setScheduling,
    seriesShown,
    setSeriesShown,
    listingSeries,
    setListingSeries,
  };
}

export type RoundsDialogsState = ReturnType<typeof useRoundsDialogs>;

/** My Rounds' dialogs, each mounted once first opened. */
export function RoundsDialogs({ dialogs: d }: { dialogs: RoundsDialogsState }) {
  return (
    <>
      <OnceOpened open={d.creating}>
        <CreateRoundDialog open={d.creating} onClose={() => d.setCreating(false)} />
      </OnceOpened>
      <OnceOpened open={d.viewing !== null}>
        <RoundPerformanceDialog roundId={d.viewing} onClose={() => d.setViewing(null)} />
      </OnceOpened>
      <OnceOpened open={d.shipping !== null}>
        <RoundShipmentsDialog roundId={d.shipping} onClose={() => d.setShipping(null)} />
      </OnceOpened>
      <OnceOpened open={d.shorting !== null}>
        <RoundShortfallDialog roundId={d.shorting} onClose={() => d.setShorting(null)} />
      </OnceOpened>
      <OnceOpened open={d.repeating !== null}>
        <RunAgainDialog roundId={d.repeating} onClose={() => d.setRepeating(null)} />
      </OnceOpened>
      <OnceOpened open={d.scheduling !== null}>
        <ScheduleDialog
          round={d.scheduling}
          onClose={() => d.setScheduling(null)}
          onScheduled={(series) => {
            d.setScheduling(null);
            d.setSeriesShown(series.id);
          }}
        />
      </OnceOpened>
      <OnceOpened open={d.listingSeries}>
        <SeriesListDialog
          open={d.listingSeries}
          onClose={() => d.setListingSeries(false)}
          onView={(id) => {
            d.setListingSeries(false);
            d.setSeriesShown(id);
          }}
        />
      </OnceOpened>
      <OnceOpened open={d.seriesShown !== null}>
        <SeriesDialog seriesId={d.seriesShown} onClose={() => d.setSeriesShown(null)} />
      </OnceOpened>
    </>
  );
}
