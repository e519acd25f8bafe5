import { useMemo, type HTMLAttributes } from 'react';
import {
  Button,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LineToShip, RoundShipmentsResponse, Shipment } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatDay, showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { useLoadFailureToast } from '../common/failure';
import { useRecordShipmentMutation, useRoundShipmentsQuery } from './shipments-api';

interface Values {
  shippedOn?: { format(pattern: string): string } | null;
  carrier?: string;
  trackingRef?: string;
  container?: string;
  /** Units of each line (`lineKey`) in this shipment. */
  qty?: Record<string, number | null>;
}

/** A line's form field: one order line, whichever order it is on. */
const lineKey = (line: Pick<LineToShip, 'orderId' | 'itemId'>) => `${line.orderId}/${line.itemId}`;
const unitsLeft = (line: LineToShip) => Math.max(0, line.ordered - line.shipped);

interface OrderLines {
  orderId: string;
  buyerCompanyName: string | null;
  lines: LineToShip[];
}

/** The round's lines by order, in the order the answer lists them. */
function byOrder(lines: LineToShip[]): OrderLines[] {
  const orders = new Map<string, OrderLines>();
  for (const line of lines) {
    const order = orders.get(line.orderId) ?? {
      orderId: line.orderId,
      buyerCompanyName: line.buyerCompanyName,
      lines: [],
    };
    order.lines.push(line);
    orders.set(line.orderId, order);
  }
  return [...orders.values()];
}

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

/** The next shipment: when, with whom, in which container, and the units of each line. */
function ShipmentForm({ data, open }: { data: RoundShipmentsResponse; open: boolean }) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<Values>();
  const [record, { isLoading }] = useRecordShipmentMutation();
  const initialValues = useMemo<Values>(
    () => ({
      shippedOn: dayjs(),
      qty: Object.fromEntries(data.lines.map((line) => [lineKey(line), unitsLeft(line)])),
    }),
    [data.lines],
  );
  const columns = useMemo<DataColumn<LineToShip>[]>(
    () => [
      { key: 'product', title: t('shipments.columns.product'), dataIndex: 'name' },
      { key: 'sku', nowrap: true, title: t('shipments.columns.sku'), dataIndex: 'sku' },
      figureColumn('ordered', t('shipments.columns.ordered'), (l) => l.ordered),
      figureColumn('shipped', t('shipments.columns.shipped'), (l) => l.shipped),
      figureColumn('left', t('shipments.columns.left'), (l) => unitsLeft(l)),
      {
        key: 'qty',
        title: t('shipments.columns.thisShipment'),
        align: 'right',
        render: (_, l) =>
          open && unitsLeft(l) > 0 ? (
            <Form.Item noStyle name={['qty', lineKey(l)]}>
              <InputNumber
                min={0}
                max={unitsLeft(l)}
                step={1}
                precision={0}
                style={{ width: 96 }}
                aria-label={t('shipments.qtyLabel', { name: l.name, sku: l.sku })}
                data-testid={`shipment-qty-${l.itemId}`}
              />
            </Form.Item>
          ) : (
            <Typography.Text type="secondary">{t('shipments.lineDone')}</Typography.Text>
          ),
      },
    ],
    [t, open],
  );

  const submit = async (values: Values) => {
    // A line left at 0 is not in this shipment.
    const lines = data.lines
      .map((l) => ({ orderId: l.orderId, itemId: l.itemId, qty: values.qty?.[lineKey(l)] ?? 0 }))
      .filter((l) => l.qty > 0);
    if (lines.length === 0) {
      notification.warning({ message: t('shipments.form.nothingToShip') });
      return;
    }
    const result = await record({
      roundId: data.roundId,
      body: {
        shippedOn: (values.shippedOn ?? dayjs()).format('YYYY-MM-DD'),
        carrier: values.carrier ?? '',
        trackingRef: values.trackingRef ?? '',
        container: values.container?.trim() ? values.container : null,
        lines,
      },
    });
    if ('error' in result && result.error) {
      showFieldErrors(form, result.error, t);
      failure('supplier:shipments.toast.failed', result.error);
      return;
    }
    notification.success({ message: t('shipments.toast.recorded', { number: result.data.number }) });
  };

  const required = [{ required: true, whitespace: true, message: t('shipments.form.required') }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      data-testid="shipment-form"
    >
      {open && (
        <>
          <Typography.Title level={5}>{t('shipments.form.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('shipments.form.help')}</Typography.Paragraph>
          <Row gutter={[16, 0]}>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item
                name="shippedOn"
                label={t('shipments.form.shippedOn')}
                rules={[{ required: true, message: t('shipments.form.required') }]}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                  data-testid="shipment-date"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="carrier" label={t('shipments.form.carrier')} rules={required}>
                <Input maxLength={80} data-testid="shipment-carrier" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="trackingRef" label={t('shipments.form.trackingRef')} rules={required}>
                <Input maxLength={80} data-testid="shipment-tracking" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="container" label={t('shipments.form.container')}>
                <Input
                  maxLength={40}
                  placeholder={t('shipments.form.optional')}
                  data-testid="shipment-container"
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <Flex vertical gap="middle">
        {byOrder(data.lines).map((order) => (
          <div key={order.orderId} data-testid={`shipment-order-${order.orderId}`}>
            <Flex wrap gap="small" align="baseline" style={{ marginBottom: 8 }}>
              <Typography.Text strong>
                {order.buyerCompanyName ?? t('sales.detail.noCompany')}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('shipments.order', { id: shortId(order.orderId) })}
              </Typography.Text>
            </Flex>
            <DataTable<LineToShip>
              size="small"
              pagination={false}
              rowKey={lineKey}
              dataSource={order.lines}
              columns={columns}
              onRow={(l) => ({ 'data-testid': `shipment-line-${l.itemId}` }) as HTMLAttributes<HTMLElement>}
            />
          </div>
        ))}
      </Flex>
      {open && (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="shipment-submit">
            {t('shipments.form.submit')}
          </Button>
        </Flex>
      )}
    </Form>
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
