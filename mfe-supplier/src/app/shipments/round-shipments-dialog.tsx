import type { HTMLAttributes } from 'react';
import { Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundShipmentsResponse, Shipment } from '@marketplace/contracts';
import { formatDay } from '@marketplace/web-kit';
import { DataTable, figureColumn } from '@marketplace/web-kit/data-table';
import { useLoadFailureToast } from '../common/failure';
import { ShipmentForm } from './shipment-form';
import { unitsLeft } from './shipment-lines';
import { useRoundShipmentsQuery } from './shipments-api';

/**
 * Shipments of a closed round: its sold lines with what has left for each, a form for the next
 * shipment (every line starts with what is left to ship), and the shipments recorded so far.
 */
export function RoundShipmentsDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  // `currentData`: another round's lines never show while this round's are on their way.
  const { currentData, error } = useRoundShipmentsQuery(roundId ?? '', { skip: !roundId });
  useLoadFailureToast(error, 'shipments.toast.loadFailed');
  return (
    <Modal
      open={!!roundId}
      title={currentData ? t('shipments.title', { round: currentData.roundTitle }) : t('rounds.shipments')}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      {currentData ? <RoundShipmentsContent data={currentData} /> : <Skeleton active />}
    </Modal>
  );
}

/** The dialog's content once loaded: the form over the sold lines, then the recorded shipments. */
export function RoundShipmentsContent({ data }: { data: RoundShipmentsResponse }) {
  const { t } = useTranslation('supplier');
  const left = data.lines.reduce((sum, line) => sum + unitsLeft(line), 0);
  return (
    <Flex vertical gap="large" data-testid="round-shipments">
      <section>
        <Typography.Title level={5}>{t('shipments.linesTitle')}</Typography.Title>
        {data.lines.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('shipments.noLines')}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph data-testid="shipments-left">
              {left > 0 ? t('shipments.left', { count: left }) : t('shipments.allShipped')}
            </Typography.Paragraph>
            {/* A new shipment starts again from what is then left. */}
            <ShipmentForm key={data.shipments.length} data={data} open={left > 0} />
          </>
        )}
      </section>
      <RecordedShipments shipments={data.shipments} />
    </Flex>
  );
}

/** The round's shipments so far, oldest first. */
function RecordedShipments({ shipments }: { shipments: Shipment[] }) {
  const { t, i18n } = useTranslation('supplier');
  return (
    <section>
      <Typography.Title level={5}>{t('shipments.recorded.title')}</Typography.Title>
      <DataTable<Shipment>
        size="small"
        pagination={false}
        dataSource={shipments}
        locale={{ emptyText: t('shipments.recorded.empty') }}
        onRow={(s) => ({ 'data-testid': `shipment-${s.number}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'number', nowrap: true, title: t('shipments.recorded.columns.number'), dataIndex: 'number' },
          {
            key: 'shippedOn',
            nowrap: true,
            title: t('shipments.recorded.columns.shippedOn'),
            render: (_, s) => formatDay(s.shippedOn, i18n.resolvedLanguage),
          },
          { key: 'carrier', title: t('shipments.recorded.columns.carrier'), dataIndex: 'carrier' },
          {
            key: 'trackingRef',
            nowrap: true,
            title: t('shipments.recorded.columns.trackingRef'),
            dataIndex: 'trackingRef',
          },
          {
            key: 'container',
            title: t('shipments.recorded.columns.container'),
            render: (_, s) => s.container ?? '—',
          },
          figureColumn('units', t('shipments.recorded.columns.units'), (s) =>
            t('shipments.recorded.units', { count: s.lines.reduce((sum, l) => sum + l.qty, 0) }),
          ),
        ]}
      />
    </section>
  );
}
