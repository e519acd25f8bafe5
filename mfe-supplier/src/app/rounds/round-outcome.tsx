import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundEndAction } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import type { RoundOutcomeCounts, RoundOutcomeName } from '@marketplace/domain';
import { ROUND_OUTCOME_COLORS } from '@marketplace/web-kit';

const OUTCOME_ORDER: RoundOutcomeName[] = ['met', 'confirmed', 'released'];

/** A closed round's products per outcome ("2 met MOQ", "1 released"), empty outcomes left out. */
export function OutcomeTags({ counts }: { counts: RoundOutcomeCounts }) {
  const { t } = useTranslation('supplier');
  return (
    <Flex wrap gap={4} data-testid="round-outcome">
      {OUTCOME_ORDER.filter((outcome) => counts[outcome] > 0).map((outcome) => (
        <Tag key={outcome} color={ROUND_OUTCOME_COLORS[outcome]} style={{ marginInlineEnd: 0 }}>
          {t(`common:outcomeCounts.${outcome}`, { count: counts[outcome] })}
        </Tag>
      ))}
    </Flex>
  );
}

/** One product's outcome once its round closed. */
export function ProductOutcomeTag({ outcome }: { outcome: RoundOutcomeName }) {
  const { t } = useTranslation('supplier');
  return (
    <Tag color={ROUND_OUTCOME_COLORS[outcome]} data-testid="product-outcome">
      {t(`rounds.outcomes.${outcome}`)}
    </Tag>
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
    <Flex vertical align="start" data-testid="round-end-action">
      <Typography.Text title={t(`common:endActions.${action}`)}>
        {t(`common:endActionsShort.${action}`)}
        {action === 'extend_once' && round.extendDays ? (
          <Typography.Text type="secondary">
            {' '}
            {t('rounds.extendBy', { count: round.extendDays })}
          </Typography.Text>
        ) : null}
      </Typography.Text>
      {round.extended && (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {t('rounds.extended')}
        </Tag>
      )}
    </Flex>
  );
}
