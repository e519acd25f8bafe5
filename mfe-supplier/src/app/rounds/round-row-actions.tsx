import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { useTranslation } from 'react-i18next';
import type { SupplierRound } from '@marketplace/contracts';
import { LightButton, LightFlex, SvgIcon } from '@marketplace/web-kit';
import { TableActions } from '@marketplace/web-kit/data-table';

/** What a row's actions do: each opens its dialog (or submits) for that round. */
export interface RoundRowHandlers {
  submit: (round: SupplierRound) => void;
  view: (roundId: string) => void;
  ship: (roundId: string) => void;
  short: (roundId: string) => void;
  repeat: (roundId: string) => void;
  showSeries: (seriesId: string | null) => void;
  schedule: (round: SupplierRound) => void;
  /** Opens the row's other actions, or closes them when they are the open ones. */
  toggleMore: (roundId: string) => void;
}

export interface RoundRowActionsProps {
  round: SupplierRound;
  handlers: RoundRowHandlers;
  /** Whether this row's other actions are the open ones. */
  expanded: boolean;
  /** Whether this round's submission is in flight. */
  submitting: boolean;
}

function ViewDetailsButton({ round, onView }: { round: SupplierRound; onView: (roundId: string) => void }) {
  const { t } = useTranslation('supplier');
  return (
    <LightButton size="small" icon={<SvgIcon icon={EyeOutlined} />} onClick={() => onView(round.id)}>
      {t('rounds.viewDetails')}
    </LightButton>
  );
}

/** A row's actions: its main one and the "more" toggle on one line, the others below. */
export function RoundRowActions({ round: r, handlers, expanded, submitting }: RoundRowActionsProps) {
  const { t } = useTranslation('supplier');
  return (
    <TableActions>
      {/* One line of actions; the round's others open below it, on lines of their own (side
          by side they would widen the table past its card at 1280 px). */}
      <LightFlex vertical gap={4} align="stretch">
        <LightFlex gap={8} align="center">
          {r.status === 'draft' && (
            <LightButton
              size="small"
              variant="primary"
              icon={<SvgIcon icon={SendOutlined} />}
              loading={submitting}
              onClick={() => handlers.submit(r)}
            >
              {t('rounds.submit')}
            </LightButton>
          )}
          {/* A draft's own action is its submission; its details wait with the others. */}
          {r.status !== 'draft' && <ViewDetailsButton round={r} onView={handlers.view} />}
          <LightButton
            size="small"
            variant="text"
            icon={<SvgIcon icon={MoreOutlined} />}
            aria-label={t('rounds.moreActions', { title: r.title })}
            aria-expanded={expanded}
            aria-controls={`round-more-actions-${r.id}`}
            onClick={() => handlers.toggleMore(r.id)}
            data-testid={`round-more-${r.id}`}
          />
        </LightFlex>
        <RoundMoreActions round={r} handlers={handlers} expanded={expanded} />
      </LightFlex>
    </TableActions>
  );
}

/** The round's other actions, on lines of their own, shown while its "more" toggle is open. */
function RoundMoreActions({ round: r, handlers, expanded }: Omit<RoundRowActionsProps, 'submitting'>) {
  const { t } = useTranslation('supplier');
  return (
    <LightFlex
      vertical
      gap={4}
      align="stretch"
      id={`round-more-actions-${r.id}`}
      hidden={!expanded}
      // Inline styles outrank `hidden`'s own display: said again here.
      style={!expanded ? { display: 'none' } : undefined}
    >
      {r.status === 'draft' && <ViewDetailsButton round={r} onView={handlers.view} />}
      {/* A closed round's sold orders ship, in as many parts as it takes; a product that
          arrived short is shared out before it ships. */}
      {r.status === 'closed' && (
        <>
          <LightButton
            size="small"
            icon={<SvgIcon icon={CarOutlined} />}
            onClick={() => handlers.ship(r.id)}
            data-testid={`round-shipments-${r.id}`}
          >
            {t('rounds.shipments')}
          </LightButton>
          <LightButton
            size="small"
            icon={<SvgIcon icon={WarningOutlined} />}
            onClick={() => handlers.short(r.id)}
            data-testid={`round-shortfall-${r.id}`}
          >
            {t('rounds.shortfall')}
          </LightButton>
        </>
      )}
      {/* Run again, for a round of any status, then its series (Schedule for a round with
          a deadline in none yet, Series for an edition). */}
      <LightButton
        size="small"
        variant="text"
        onClick={() => handlers.repeat(r.id)}
        data-testid={`round-run-again-${r.id}`}
      >
        {t('rounds.runAgain')}
      </LightButton>
      {r.seriesId ? (
        <LightButton
          size="small"
          variant="text"
          onClick={() => handlers.showSeries(r.seriesId ?? null)}
          data-testid={`round-series-${r.id}`}
        >
          {t('rounds.series')}
        </LightButton>
      ) : (
        r.closeAt && (
          <LightButton
            size="small"
            variant="text"
            onClick={() => handlers.schedule(r)}
            data-testid={`round-schedule-${r.id}`}
          >
            {t('rounds.schedule')}
          </LightButton>
        )
      )}
    </LightFlex>
  );
}
