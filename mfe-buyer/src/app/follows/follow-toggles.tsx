import { Button, Flex, Typography } from 'antd';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundDetail } from '@marketplace/contracts';
import { followKey, useFollowChange, type FollowChange } from './follow-change';
import { followOf, useListFollowsQuery } from './follows-api';

/** A long supplier name wraps inside the button instead of widening the dialog at 390 px. */
const WRAPPING = { maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start' } as const;

/**
 * The round's Follow toggles, by its supplier's name in the products dialog: the supplier, and the
 * series when the round is an edition of one. The buyer is told (bell and e-mail) when its next
 * round opens. State from the follows list; a click follows or stops following.
 */
export function FollowToggles({
  round,
}: {
  round: Pick<BuyerRoundDetail, 'title' | 'supplierId' | 'supplierName' | 'seriesId'>;
}) {
  const { t } = useTranslation('buyer');
  const { data, isLoading } = useListFollowsQuery();
  const { change, pending } = useFollowChange();
  const supplier = { kind: 'supplier', id: round.supplierId } as const;
  const series = round.seriesId ? ({ kind: 'series', id: round.seriesId } as const) : null;
  const followingSupplier = !!followOf(data?.items, supplier);
  const seriesFollow = series ? followOf(data?.items, series) : undefined;

  const toggle = (next: FollowChange, label: string, testId: string) => (
    <Button
      size="small"
      icon={next.following ? <CheckOutlined /> : <BellOutlined />}
      aria-pressed={next.following}
      // Not until the list says whether it is followed.
      disabled={isLoading}
      loading={pending === followKey(next)}
      onClick={() => void change(next)}
      data-testid={testId}
      style={WRAPPING}
    >
      {label}
    </Button>
  );

  return (
    <Flex vertical gap={4} data-testid="follow-controls">
      <Flex wrap gap="small">
        {toggle(
          { ...supplier, name: round.supplierName, following: followingSupplier },
          t(followingSupplier ? 'follows.followingSupplier' : 'follows.followSupplier', {
            supplierName: round.supplierName,
          }),
          'follow-supplier',
        )}
        {series &&
          toggle(
            // The service names a series by its edition's title.
            { ...series, name: seriesFollow?.name ?? round.title, following: !!seriesFollow },
            t(seriesFollow ? 'follows.followingSeries' : 'follows.followSeries'),
            'follow-series',
          )}
      </Flex>
      <Typography.Text type="secondary" data-testid="follow-hint">
        {t('follows.hint')}
      </Typography.Text>
    </Flex>
  );
}
