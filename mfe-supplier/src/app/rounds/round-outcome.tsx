import { useTranslation } from 'react-i18next';
import type { RoundEndAction } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import type { RoundOutcomeCounts, RoundOutcomeName } from '@marketplace/domain';
import { LightFlex, LightTag, LightText, ROUND_OUTCOME_COLORS } from '@marketplace/web-kit';

const OUTCOME_ORDER: RoundOutcomeName[] = ['met', 'confirmed', 'released'];

/** A closed round's products per outcome ("2 met MOQ", "1 released"), empty outcomes left out. */
export function OutcomeTags({ counts }: { counts: RoundOutcomeCounts }) {
  const { t } = useTranslation('supplier');
  return (
    <LightFlex wrap gap={4} data-testid="round-outcome">
      {OUTCOME_ORDER.filter((outcome) => counts[outcome] > 0).map((outcome) => (
        <LightTag key={outcome} color={ROUND_OUTCOME_COLORS[outcome]}>
          {t(`common:outcomeCounts.${outcome}`, { count: counts[outcome] })}
        </LightTag>
      ))}
    </LightFlex>
  );
}

/** One product's outcome once its round closed. */
export function ProductOutcomeTag({ outcome }: { outcome: RoundOutcomeName }) {
  const { t } = useTranslation('supplier');
  return (
    <LightTag color={ROUND_OUTCOME_COLORS[outcome]} data-testid="product-outcome">
      {t(`rounds.outcomes.${outcome}`)}
    </LightTag>
  );
}

/**
 * The round's end action as the rounds table shows it: the short name, the days "extend once"
 * adds, and whether the deadline has already moved.
 */
export function EndActionCell({
  round,
}: {
  round: { endAction?: RoundEndAction; extendDays?: number | null; extended?: boolean };
}) {
  const { t } = useTranslation('supplier');
  // Rounds from before end actions close by the default one.
  const action = round.endAction ?? DEFAULT_END_ACTION;
  return (
    <LightFlex vertical align="start" data-testid="round-end-action">
      <LightText title={t(`common:endActions.${action}`)}>
        {t(`common:endActionsShort.${action}`)}
        {action === 'extend_once' && round.extendDays ? (
          <LightText type="secondary"> {t('rounds.extendBy', { count: round.extendDays })}</LightText>
        ) : null}
      </LightText>
      {round.extended && <LightTag color="blue">{t('rounds.extended')}</LightTag>}
    </LightFlex>
  );
}
