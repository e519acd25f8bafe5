import type { HTMLAttributes } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamCart } from '@marketplace/contracts';
import { itemsAndUnits } from '@marketplace/i18n';
import { formatDateTime, formatMoney } from '@marketplace/web-kit';
import { CellText, DataTable, type DataColumn } from '@marketplace/web-kit/data-table';

/** The carts the team's members are preparing: who, which round, how much, when it closes. */
export function TeamCartsCard({ carts, loading }: { carts: TeamCart[]; loading: boolean }) {
  const { t } = useTranslation('buyer');
  const cartColumns: DataColumn<TeamCart>[] = [
    {
      key: 'member',
      title: t('team.carts.member'),
      render: (_, c) => <CellText strong text={c.memberName} />,
    },
    {
      key: 'round',
      title: t('team.carts.round'),
      render: (_, c) => <CellText text={c.roundTitle} note={c.supplierName} />,
    },
    {
      key: 'items',
      title: t('team.carts.items'),
      render: (_, c) => itemsAndUnits(t, c.totalItems, c.totalUnits),
    },
    {
      key: 'subtotal',
      nowrap: true,
      title: t('team.carts.subtotal'),
      render: (_, c) => formatMoney(c.subtotal, c.currency),
    },
    {
      key: 'closes',
      title: t('team.carts.closes'),
      render: (_, c) => (c.closeAt ? formatDateTime(c.closeAt) : '—'),
    },
  ];
  return (
    <Card title={t('team.carts.title')}>
      <div data-testid="team-carts">
        <DataTable<TeamCart>
          rowKey={(c) => `${c.memberId}:${c.roundId}`}
          columns={cartColumns}
          dataSource={carts}
          loading={loading}
          locale={{ emptyText: t('team.carts.empty') }}
          pagination={false}
          onRow={(c) =>
            ({ 'data-testid': `team-cart-${c.memberId}-${c.roundId}` }) as HTMLAttributes<HTMLElement>
          }
        />
      </div>
    </Card>
  );
}
