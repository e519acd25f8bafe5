import { useMemo, type HTMLAttributes } from 'react';
import { Button, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LineToShip, RoundShipmentsResponse } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { useRecordShipmentMutation } from './shipments-api';
import { byOrder, lineKey, unitsLeft, type ShipmentValues } from './shipment-lines';

/** A line's figures and, while the form is open, the units of it in this shipment. */
function useShipmentLineColumns(open: boolean) {
  const { t } = useTranslation('supplier');
  return useMemo<DataColumn<LineToShip>[]>(
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
}

/** Records the form's shipment, saying how it went; a refusal's field errors go on the form. */
function useRecordShipment(data: RoundShipmentsResponse, form: FormInstance<ShipmentValues>) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [record, { isLoading }] = useRecordShipmentMutation();
  const submit = async (values: ShipmentValues) => {
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
  return { submit, isLoading };
}

/** The shipment's date, carrier, tracking reference and container. */
function ShipmentDetailsFields() {
  const { t } = useTranslation('supplier');
  const required = [{ required: true, whitespace: true, message: t('shipments.form.required') }];
  return (
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
  );
}

/** The round's sold lines, a table per order under its buyer and number. */
function ShipmentOrders({ lines, open }: { lines: LineToShip[]; open: boolean }) {
  const { t } = useTranslation('supplier');
  const columns = useShipmentLineColumns(open);
  return (
    <Flex vertical gap="middle">
      {byOrder(lines).map((order) => (
        <div key={order.orderId} data-testid={`shipment-order-${order.orderId}`}>
          <Flex wrap gap="small" align="baseline" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{order.buyerCompanyName ?? t('sales.detail.noCompany')}</Typography.Text>
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
  );
}

/** The next shipment: when, with whom, in which container, and the units of each line. */
export function ShipmentForm({ data, open }: { data: RoundShipmentsResponse; open: boolean }) {
  const { t } = useTranslation('supplier');
  const [form] = Form.useForm<ShipmentValues>();
  const { submit, isLoading } = useRecordShipment(data, form);
  const initialValues = useMemo<ShipmentValues>(
    () => ({
      shippedOn: dayjs(),
      qty: Object.fromEntries(data.lines.map((line) => [lineKey(line), unitsLeft(line)])),
    }),
    [data.lines],
  );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      data-testid="shipment-form"
    >
      {open && <ShipmentDetailsFields />}
      <ShipmentOrders lines={data.lines} open={open} />
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
