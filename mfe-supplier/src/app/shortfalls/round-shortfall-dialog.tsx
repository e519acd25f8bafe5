import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineToShip, Shortfall, ShortfallLine } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  formatCount,
  formatDate,
  formatMoney,
  problemMessage,
  toProblem,
  useFailureToast,
} from '@marketplace/web-kit';
import { DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { useLoadFailureToast } from '../common/failure';
import { useRoundShipmentsQuery } from '../shipments/shipments-api';
import {
  shortfallConfirmKey,
  shortfallPreviewKey,
  useConfirmShortfallMutation,
  usePreviewShortfallMutation,
  useRoundShortfallsQuery,
} from './shortfalls-api';

/** A product the round sold, as its sold lines tell it. */
export interface SoldProduct {
  roundProductId: string;
  name: string;
  sku: string;
  /** Units of it already shipped: a shortfall is shared before any of it ships. */
  shipped: number;
}

/** The round's sold products, in the order their first line comes. */
export function soldProducts(lines: readonly LineToShip[]): SoldProduct[] {
  const products = new Map<string, SoldProduct>();
  for (const line of lines) {
    const product = products.get(line.roundProductId) ?? {
      roundProductId: line.roundProductId,
      name: line.name,
      sku: line.sku,
      shipped: 0,
    };
    product.shipped += line.shipped;
    products.set(line.roundProductId, product);
  }
  return [...products.values()];
}

/**
 * Short delivery of a closed round: a product that arrived short from the factory, what arrived,
 * the rule's figures for each order (previewed first), confirming them, and the shortfalls
 * confirmed so far. The sold products come with the round's shipments (their sold lines).
 */
export function RoundShortfallDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  // `currentData`: another round's products never show while this round's are on their way.
  const shipments = useRoundShipmentsQuery(roundId ?? '', { skip: !roundId });
  const shortfalls = useRoundShortfallsQuery(roundId ?? '', { skip: !roundId });
  useLoadFailureToast(shipments.error ?? shortfalls.error, 'shortfalls.toast.loadFailed');
  const sold = shipments.currentData;
  const confirmed = shortfalls.currentData;
  return (
    <Modal
      open={!!roundId}
      title={sold ? t('shortfalls.title', { round: sold.roundTitle }) : t('rounds.shortfall')}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      <div data-testid="shortfall-dialog">
        {roundId && sold && confirmed ? (
          <RoundShortfallContent roundId={roundId} lines={sold.lines} shortfalls={confirmed.shortfalls} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}

/**
 * The dialog's content once loaded: the product and the units that arrived, the preview with
 * its Confirm, then the round's confirmed shortfalls. The last preview and confirmation are the
 * store's (`fixedCacheKey`), cleared when the content closes or the product or units change.
 */
export function RoundShortfallContent({
  roundId,
  lines,
  shortfalls,
}: {
  roundId: string;
  lines: readonly LineToShip[];
  shortfalls: readonly Shortfall[];
}) {
  const { t } = useTranslation('supplier');
  const failure = useFailureToast();
  const [preview, previewed] = usePreviewShortfallMutation({ fixedCacheKey: shortfallPreviewKey(roundId) });
  const [confirm, confirmed] = useConfirmShortfallMutation({ fixedCacheKey: shortfallConfirmKey(roundId) });
  const [productId, setProductId] = useState<string | null>(previewed.data?.roundProductId ?? null);
  const [delivered, setDelivered] = useState<number | null>(previewed.data?.delivered ?? null);
  const products = useMemo(() => soldProducts(lines), [lines]);
  const done = useMemo(() => new Set(shortfalls.map((s) => s.roundProductId)), [shortfalls]);

  // Reopened, the dialog starts afresh: the kept answers go when it closes.
  const resets = useRef({ preview: previewed.reset, confirm: confirmed.reset });
  resets.current = { preview: previewed.reset, confirm: confirmed.reset };
  useEffect(
    () => () => {
      resets.current.preview();
      resets.current.confirm();
    },
    [],
  );

  /** A preview is of one product and one quantity: changing either puts it away. */
  const changed = () => {
    if (previewed.data || previewed.error) previewed.reset();
    if (confirmed.data || confirmed.error) confirmed.reset();
  };

  const ask = async () => {
    if (!productId || delivered === null) return;
    if (confirmed.data || confirmed.error) confirmed.reset();
    const result = await preview({ roundId, body: { roundProductId: productId, delivered } });
    if ('error' in result && result.error) failure('supplier:shortfalls.toast.previewFailed', result.error);
  };

  // What is confirmed is what was previewed: the figures the supplier read.
  const settle = async (shown: Shortfall) => {
    const body = { roundProductId: shown.roundProductId, delivered: shown.delivered };
    const result = await confirm({ roundId, body });
    if ('error' in result && result.error) {
      failure('supplier:shortfalls.toast.confirmFailed', result.error);
      return;
    }
    previewed.reset();
    setProductId(null);
    setDelivered(null);
  };

  const problem = confirmed.error ?? previewed.error;
  const packSize =
    (previewed.data?.roundProductId === productId ? previewed.data?.unitsPerPack : undefined) ??
    packSizeOf(previewed.error);

  return (
    <Flex vertical gap="large" data-testid="round-shortfall">
      <section>
        <Typography.Title level={5}>{t('shortfalls.form.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('shortfalls.intro')}</Typography.Paragraph>
        {confirmed.data && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('shortfalls.confirmed')}
            data-testid="shortfall-confirmed"
          />
        )}
        {products.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('shortfalls.noProducts')}</Typography.Paragraph>
        ) : (
          <Form layout="vertical" component="div">
            <Row gutter={[16, 0]}>
              <Col xs={24} md={12}>
                <Form.Item label={t('shortfalls.form.product')} htmlFor="shortfall-product">
                  <Select<string>
                    id="shortfall-product"
                    value={productId ?? undefined}
                    placeholder={t('shortfalls.form.productPlaceholder')}
                    onChange={(value) => {
                      setProductId(value);
                      changed();
                    }}
                    options={products.map((p) => {
                      const why = done.has(p.roundProductId)
                        ? t('shortfalls.form.optionConfirmed')
                        : p.shipped > 0
                          ? t('shortfalls.form.optionShipped')
                          : null;
                      const label = `${p.name} (${p.sku})`;
                      return {
                        value: p.roundProductId,
                        label: why ? `${label} · ${why}` : label,
                        disabled: !!why,
                      };
                    })}
                    data-testid="shortfall-product"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('shortfalls.form.delivered')}
                  htmlFor="shortfall-delivered"
                  extra={
                    <span id="shortfall-delivered-help">
                      {packSize
                        ? t('shortfalls.form.packs', { count: packSize })
                        : t('shortfalls.form.packsUnknown')}
                    </span>
                  }
                >
                  <InputNumber
                    id="shortfall-delivered"
                    aria-describedby="shortfall-delivered-help"
                    value={delivered}
                    min={0}
                    step={packSize ?? 1}
                    precision={0}
                    style={{ width: '100%' }}
                    onChange={(value) => {
                      setDelivered(typeof value === 'number' ? value : null);
                      changed();
                    }}
                    data-testid="shortfall-delivered"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Flex justify="end" style={{ marginBottom: 16 }}>
              <Button
                onClick={() => void ask()}
                loading={previewed.isLoading}
                disabled={!productId || delivered === null}
                data-testid="shortfall-preview"
              >
                {t('shortfalls.form.preview')}
              </Button>
            </Flex>
          </Form>
        )}
        {problem && (
          <Alert type="error" showIcon message={problemMessage(problem, t)} data-testid="shortfall-problem" />
        )}
        {previewed.data && (
          <ShortfallPreview preview={previewed.data} confirming={confirmed.isLoading} onConfirm={settle} />
        )}
      </section>
      <ConfirmedShortfalls shortfalls={shortfalls} />
    </Flex>
  );
}

/** The pack size a refused quantity names (`shortfalls.not_whole_packs` says it in its params). */
function packSizeOf(error: unknown): number | undefined {
  if (!error) return undefined;
  const size = Number(toProblem(error).params?.unitsPerPack);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/** What the rule would do with the units entered, and the Confirm that records it. */
function ShortfallPreview({
  preview,
  confirming,
  onConfirm,
}: {
  preview: Shortfall;
  confirming: boolean;
  onConfirm: (shown: Shortfall) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('supplier');
  return (
    <Flex vertical gap="small" style={{ marginTop: 16 }} data-testid="shortfall-preview-figures">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('shortfalls.preview.title', { name: preview.name, sku: preview.sku })}
      </Typography.Title>
      <Typography.Text strong data-testid="shortfall-summary">
        {t('shortfalls.figures', {
          delivered: formatCount(preview.delivered, i18n.resolvedLanguage),
          confirmed: formatCount(preview.confirmed, i18n.resolvedLanguage),
          count: preview.confirmed,
          short: formatCount(preview.short, i18n.resolvedLanguage),
        })}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="shortfall-rule">
        {t('shortfalls.rule')}
      </Typography.Text>
      <ShortfallFigures shortfall={preview} testId="shortfall" />
      <Flex justify="end">
        <Popconfirm
          title={t('shortfalls.confirm.title')}
          description={t('shortfalls.confirm.text')}
          okText={t('shortfalls.confirm.button')}
          cancelText={t('shortfalls.confirm.cancel')}
          okButtonProps={{
            danger: true,
            ...({ 'data-testid': 'shortfall-confirm-ok' } as Record<`data-${string}`, string>),
          }}
          onConfirm={() => onConfirm(preview)}
        >
          <Button type="primary" danger loading={confirming} data-testid="shortfall-confirm">
            {t('shortfalls.confirm.button')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

/**
 * A shortfall's figures: one row per order line (what it ordered, the flexible units called in,
 * the cut, what it gets, its credit and its freight share), then the orders without the product
 * whose freight share changes too. Row test ids: `<testId>-line-<orderId>`.
 */
function ShortfallFigures({ shortfall, testId }: { shortfall: Shortfall; testId: string }) {
  const { t, i18n } = useTranslation('supplier');
  const language = i18n.resolvedLanguage;
  const money = (amount: number) => formatMoney(amount, shortfall.currency, language);
  const freight = (f: { before: number; after: number }) => `${money(f.before)} → ${money(f.after)}`;
  const company = (name: string | null) => name ?? t('sales.detail.noCompany');
  const withFreight = shortfall.lines.some((l) => l.freight !== null);
  const columns: DataColumn<ShortfallLine>[] = [
    {
      key: 'buyer',
      title: t('shortfalls.columns.buyer'),
      render: (_, l) => (
        <Flex vertical>
          <Typography.Text>{company(l.buyerCompanyName)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('shortfalls.order', { id: shortId(l.orderId) })}
          </Typography.Text>
        </Flex>
      ),
    },
    figureColumn('ordered', t('shortfalls.columns.ordered'), (l) => l.ordered),
    figureColumn('flexCalled', t('shortfalls.columns.flexCalled'), (l) => l.flexCalled),
    figureColumn('cut', t('shortfalls.columns.cut'), (l) => (
      <Flex vertical align="end">
        <span>{l.cut}</span>
        {l.flexCut > 0 && (
          <Typography.Text type="secondary">{t('shortfalls.flexCut', { count: l.flexCut })}</Typography.Text>
        )}
      </Flex>
    )),
    figureColumn('gets', t('shortfalls.columns.gets'), (l) => l.delivered),
    figureColumn('credit', t('shortfalls.columns.credit'), (l) => money(l.creditAmount), { nowrap: true }),
    ...(withFreight
      ? [
          figureColumn<ShortfallLine>(
            'freight',
            t('shortfalls.columns.freight'),
            (l) => (l.freight ? freight(l.freight) : '—'),
            { nowrap: true },
          ),
        ]
      : []),
  ];
  return (
    <Flex vertical gap="small">
      <div data-testid={`${testId}-lines`}>
        <DataTable<ShortfallLine>
          size="small"
          pagination={false}
          rowKey={(l) => `${l.orderId}/${l.itemId}`}
          dataSource={shortfall.lines}
          columns={columns}
          onRow={(l) => ({ 'data-testid': `${testId}-line-${l.orderId}` }) as HTMLAttributes<HTMLElement>}
        />
      </div>
      {shortfall.otherFreight.length > 0 && (
        <div data-testid={`${testId}-other-freight`}>
          <Typography.Text strong>{t('shortfalls.otherFreight.title')}</Typography.Text>
          <DataTable<Shortfall['otherFreight'][number]>
            size="small"
            pagination={false}
            rowKey="orderId"
            dataSource={shortfall.otherFreight}
            onRow={(o) =>
              ({ 'data-testid': `${testId}-freight-${o.orderId}` }) as HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                key: 'buyer',
                title: t('shortfalls.columns.buyer'),
                render: (_, o) => (
                  <Flex vertical>
                    <Typography.Text>{company(o.buyerCompanyName)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t('shortfalls.order', { id: shortId(o.orderId) })}
                    </Typography.Text>
                  </Flex>
                ),
              },
              figureColumn('freight', t('shortfalls.columns.freight'), (o) => freight(o), { nowrap: true }),
            ]}
          />
        </div>
      )}
    </Flex>
  );
}

/** The round's confirmed shortfalls, oldest first, each with its figures (read only). */
function ConfirmedShortfalls({ shortfalls }: { shortfalls: readonly Shortfall[] }) {
  const { t, i18n } = useTranslation('supplier');
  return (
    <section data-testid="shortfalls-recorded">
      <Typography.Title level={5}>{t('shortfalls.recorded.title')}</Typography.Title>
      {shortfalls.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('shortfalls.recorded.empty')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap="large">
          {shortfalls.map((s) => (
            <Flex
              vertical
              gap="small"
              key={s.id ?? s.roundProductId}
              data-testid={`shortfall-recorded-${s.id}`}
            >
              <Flex wrap gap="small" align="baseline">
                <Typography.Text strong>
                  {s.name} ({s.sku})
                </Typography.Text>
                <Typography.Text>
                  {t('shortfalls.recorded.units', {
                    delivered: formatCount(s.delivered, i18n.resolvedLanguage),
                    confirmed: formatCount(s.confirmed, i18n.resolvedLanguage),
                    count: s.confirmed,
                  })}
                </Typography.Text>
                {s.confirmedAt && (
                  <Typography.Text type="secondary">
                    {t('shortfalls.recorded.confirmedOn', {
                      date: formatDate(s.confirmedAt, i18n.resolvedLanguage),
                    })}
                  </Typography.Text>
                )}
              </Flex>
              <ShortfallFigures shortfall={s} testId="shortfall-recorded" />
            </Flex>
          ))}
        </Flex>
      )}
    </section>
  );
}
