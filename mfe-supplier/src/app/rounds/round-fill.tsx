import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundFillView } from '@marketplace/contracts';
import { containerFillTexts } from '@marketplace/web-kit';

/**
 * A round's committed load as the supplier reads it: the smallest container set with its
 * fill ("1 × 40 ft HC, 72 % by volume"), the totals, and which products could not be counted.
 * `compact`: one line and the products left out, for a row of the rounds table.
 */
export function RoundFill({ fill, compact = false }: { fill: RoundFillView; compact?: boolean }) {
  const { t, i18n } = useTranslation('supplier');
  const texts = containerFillTexts(t, fill, i18n.language);
  return (
    <Flex vertical gap={2} data-testid="round-fill">
      <Typography.Text strong={!compact} type={compact ? 'secondary' : undefined}>
        {texts.plan ?? t('common:fill.empty')}
      </Typography.Text>
      {texts.load && !compact && <Typography.Text type="secondary">{texts.load}</Typography.Text>}
      {texts.missing.length > 0 && (
        <Typography.Text type="warning" style={{ fontSize: compact ? 12 : undefined }}>
          {texts.missing.join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
