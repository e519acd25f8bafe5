import { useTranslation } from 'react-i18next';
import type { RoundFillView } from '@marketplace/contracts';
import { containerFillTexts, LightFlex, LightText } from '@marketplace/web-kit';

/**
 * A round's committed load as the supplier reads it: the smallest container set with its
 * fill ("1 × 40 ft HC, 72 % by volume"), the totals, and which products could not be counted.
 * `compact`: one line and the products left out, for a row of the rounds table.
 */
export function RoundFill({ fill, compact = false }: { fill: RoundFillView; compact?: boolean }) {
  const { t, i18n } = useTranslation('supplier');
  const texts = containerFillTexts(t, fill, i18n.language);
  return (
    <LightFlex vertical gap={2} data-testid="round-fill">
      <LightText strong={!compact} type={compact ? 'secondary' : undefined}>
        {texts.plan ?? t('common:fill.empty')}
      </LightText>
      {texts.load && !compact && <LightText type="secondary">{texts.load}</LightText>}
      {texts.missing.length > 0 && (
        <LightText type="warning" style={{ fontSize: compact ? 12 : undefined }}>
          {texts.missing.join(' · ')}
        </LightText>
      )}
    </LightFlex>
  );
}
