import type { HTMLAttributes } from 'react';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Shortfall, ShortfallLine } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatCount, formatDate, formatMoney } from '@marketplace/web-kit';
import { DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';

/** What the rule would do with the units entered, and the Confirm that records it. */
export function ShortfallPreview({
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

/** A line's buyer company ("no company on file" when none) over its order's short number. */
function BuyerCell({ companyName, orderId }: { companyName: string | null; orderId: string }) {
  const { t } = useTranslation('supplier');
  return (
    <Flex vertical>
      <Typography.Text>{companyName ?? t('sales.detail.noCompany')}</Typography.Text>
      <Typography.Text type="secondary">{t('shortfalls.order', { id: shortId(orderId) })}</Typography.Text>
    </Flex>
  );
}

/** Money in the shortfall's currency, and a freight share as "before → after". */
function useShortfallMoney(currency: string) {
  const { i18n } = useTranslation('supplier');
  const money = (amount: number) => formatMoney(amount, currency, i18n.resolvedLanguage);
  const freight = (f: { before: number; after: number }) => `${money(f.before)} → ${money(f.after)}`;
  return { money, freight };
}

/** The order lines' columns; the freight share only when the round has freight. */
function shortfallLineColumns(
  t: TFunction<'supplier'>,
  { money, freight }: ReturnType<typeof useShortfallMoney>,
  withFreight: boolean,
): DataColumn<ShortfallLine>[] {
  return [
    {
      key: 'buyer',
      title: t('shortfalls.columns.buyer'),
      render: (_, l) => <BuyerCell companyName={l.buyerCompanyName} orderId={l.orderId} />,
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
}

/** The orders without the product whose freight share changes too. */
function OtherFreight({ shortfall, testId }: { shortfall: Shortfall; testId: string }) {
  const { t } = useTranslation('supplier');
  const { freight } = useShortfallMoney(shortfall.currency);
  return (
    <div data-testid={`${testId}-other-freight`}>
      <Typography.Text strong>{t('shortfalls.otherFreight.title')}</Typography.Text>
      <DataTable<Shortfall['otherFreight'][number]>
        size="small"
        pagination={false}
        rowKey="orderId"
        dataSource={shortfall.otherFreight}
        onRow={(o) => ({ 'data-testid': `${testId}-freight-${o.orderId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'buyer',
            title: t('shortfalls.columns.buyer'),
            render: (_, o) => <BuyerCell companyName={o.buyerCompanyName} orderId={o.orderId} />,
          },
          figureColumn('freight', t('shortfalls.columns.freight'), (o) => freight(o), { nowrap: true }),
        ]}
      />
    </div>
  );
}

/**
 * A shortfall's figures: one row per order line (what it ordered, the flexible units called in,
 * the cut, what it gets, its credit and its freight share), then the orders without the product
 * whose freight share changes too. Row test ids: `<testId>-line-<orderId>`.
 */
function ShortfallFigures({ shortfall, testId }: { shortfall: Shortfall; testId: string }) {
  const { t } = useTranslation('supplier');
  const money = useShortfallMoney(shortfall.currency);
  const withFreight = shortfall.lines.some((l) => l.freight !== null);
  return (
    <Flex vertical gap="small">
      <div data-testid={`${testId}-lines`}>
        <DataTable<ShortfallLine>
          size="small"
          pagination={false}
          rowKey={(l) => `${l.orderId}/${l.itemId}`}
          dataSource={shortfall.lines}
          columns={shortfallLineColumns(t, money, withFreight)}
          onRow={(l) => ({ 'data-testid': `${testId}-line-${l.orderId}` }) as HTMLAttributes<HTMLElement>}
        />
      </div>
      {shortfall.otherFreight.length > 0 && <OtherFreight shortfall={shortfall} testId={testId} />}
    </Flex>
  );
}

/** The round's confirmed shortfalls, oldest first, each with its figures (read only). */
export function ConfirmedShortfalls({ shortfalls }: { shortfalls: readonly Shortfall[] }) {
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
