import { useTranslation } from 'react-i18next';
import type { StandingOrder, StandingOutcome } from '@marketplace/contracts';
import { LightButton, LightFlex, LightListItem, LightTag, LightText, useSession } from '@marketplace/web-kit';
import type { Translate } from '../team/limits-text';
import { useRemoveStanding } from './use-remove-standing';

/** What the last edition did, in the colour of the order it made (or did not make). */
export const OUTCOME_COLORS: Record<StandingOutcome, string> = {
  ordered: 'green',
  held: 'gold',
  in_cart: 'blue',
  missed: 'red',
  skipped: 'default',
  not_offered: 'default',
};

/** "12 units + 6 flexible", "12 units" without flexible units. */
function quantityText(t: Translate, s: StandingOrder) {
  const units = t('standing.card.units', { count: s.qty });
  return s.flex > 0
    ? t('standing.card.quantity', { units, flex: t('standing.card.flex', { count: s.flex }) })
    : units;
}

/**
 * One standing order of the card: the product, its series and supplier, quantities and price
 * limit, the member's name on an approver's card, and the last edition's outcome; Edit, Remove.
 */
export function StandingRow({ standing, onEdit }: { standing: StandingOrder; onEdit: () => void }) {
  const { t } = useTranslation('buyer');
  const { profile } = useSession();
  const { confirmRemove, removing } = useRemoveStanding();
  const id = `${standing.seriesId}-${standing.productId}`;
  const member = !!profile && standing.buyerId !== profile.id;
  const last = standing.lastEdition;
  const details = [
    quantityText(t, standing),
    t('standing.card.priceLimit', { pct: standing.priceRiseLimitPct }),
    member && t('standing.card.for', { name: standing.buyerName ?? standing.buyerId }),
  ].filter(Boolean);

  return (
    <LightListItem
      title={
        <LightFlex vertical gap={2} data-testid={`standing-row-${id}`} data-buyer-id={standing.buyerId}>
          <LightText strong>{standing.productName}</LightText>
          <LightText type="secondary">
            {t('standing.card.series', { series: standing.seriesName, supplier: standing.supplierName })}
          </LightText>
          <span>{details.join(' · ')}</span>
          {last && (
            <span className="mk-inline">
              <LightText type="secondary">
                {t('standing.card.lastEdition', { round: last.roundTitle })}
              </LightText>
              <LightTag
                color={OUTCOME_COLORS[last.outcome]}
                data-testid="standing-outcome"
                data-outcome={last.outcome}
              >
                {t(`standing.card.outcomes.${last.outcome}`)}
              </LightTag>
            </span>
          )}
        </LightFlex>
      }
      actions={[
        <LightButton
          key="edit"
          variant="text"
          size="small"
          aria-label={t('standing.card.editLabel', { product: standing.productName })}
          onClick={onEdit}
          data-testid={`standing-edit-${id}`}
        >
          {t('standing.card.edit')}
        </LightButton>,
        <LightButton
          key="remove"
          variant="text"
          size="small"
          danger
          loading={removing}
          aria-label={t('standing.card.removeLabel', { product: standing.productName })}
          onClick={() => confirmRemove(standing, member)}
          data-testid={`standing-remove-${id}`}
        >
          {t('standing.card.remove')}
        </LightButton>,
      ]}
    />
  );
}
