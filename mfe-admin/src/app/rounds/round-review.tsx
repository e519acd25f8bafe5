import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow, RoundProductSnapshot, RoundReview, RoundStatus } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import { formatDate, formatDateTime, formatMoney, problemMessage } from '@marketplace/web-kit';
import { useGetRoundReviewQuery } from '../api/admin-api';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { CellText } from '@marketplace/web-kit/data-table';
import { SinceLastApprovedSection } from './since-last-approved';

/** A measure as the supplier entered it, or a dash where she entered none. */
const measure = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(value);

/**
 * Everything an approval commits to: the round's dates, end action and freight, and
 * each product with its price, price breaks, MOQ, max quantity, pack and measures, as approving
 * now would freeze them for buyers. The round's own row (the admin's read model) is shown while
 * the review is read, or when it cannot be; the products and freight come with the review, and
 * for a series' edition what changed since the series' last approved edition.
 */
export function RoundReviewContent({
  row,
  review,
  products: productsSlot,
}: {
  row: AdminRoundRow;
  review: RoundReview | null;
  /** Shown in the products' place while there is no review (loading, or why not). */
  products?: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const round = review?.round;
  const currency = round?.currency ?? row.currency;
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  // With the time of day in the viewer's zone: a round may open and close on one day.
  const when = (iso: string | null, unset: string) => (iso ? formatDateTime(iso, i18n.language) : unset);
  const endAction = round?.endAction ?? row.endAction ?? DEFAULT_END_ACTION;
  const extendDays = round?.extendDays ?? null;
  const status = (round?.status ?? row.status) as RoundStatus;
  return (
    <Flex vertical gap="middle" data-testid="round-review">
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="round-details">
        <Descriptions.Item label={t('rounds.columns.round')}>{round?.title ?? row.title}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.supplier')}>
          {round?.supplierName ?? row.supplierName}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.description')}>
          {(round ? round.description : row.description) ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.status')}>
          <RoundStatusTag status={status} labels="common:roundStatus" />
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.opens')}>
          {/* Without an opening date a round opens as it is approved: nothing left to schedule. */}
          {when(round?.openAt ?? row.openAt, t('rounds.details.opensOnApproval'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.closes')}>
          {when(round?.closeAt ?? row.closeAt, t('rounds.details.notScheduled'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.endAction')}>
          {endAction === 'extend_once' && extendDays
            ? t('rounds.review.extendOnce', { count: extendDays })
            : t(`common:endActions.${endAction}`)}
        </Descriptions.Item>
        {round && (
          <Descriptions.Item label={t('rounds.review.freight')}>
            {round.freightCost
              ? t('rounds.review.freightShared', {
                  cost: money(round.freightCost),
                  basis: t(`rounds.review.freightBases.${round.freightBasis ?? 'gross_weight'}`),
                })
              : t('rounds.review.noFreight')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('rounds.columns.currency')}>{currency}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.products')}>
          {review ? review.products.length : row.productCount}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.created')}>
          {formatDate(round?.createdAt ?? row.createdAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      {review?.sinceLastApproved && (
        <SinceLastApprovedSection since={review.sinceLastApproved} money={money} />
      )}
      {review ? <ProductsTable products={review.products} money={money} /> : productsSlot}
    </Flex>
  );
}

function ProductsTable({
  products,
  money,
}: {
  products: RoundProductSnapshot[];
  money: (value: number) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table<RoundProductSnapshot>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={products}
      data-testid="round-review-products"
      columns={[
        {
          key: 'product',
          title: t('rounds.review.columns.product'),
          render: (_, p) => <CellText strong text={p.name} note={p.sku} />,
        },
        {
          key: 'price',
          title: t('rounds.review.columns.unitPrice'),
          align: 'right',
          render: (_, p) => money(p.unitPrice),
        },
        {
          key: 'breaks',
          title: t('rounds.review.columns.priceBreaks'),
          render: (_, p) =>
            p.priceBreaks?.length ? (
              <Flex vertical>
                {p.priceBreaks.map((b) => (
                  <span key={b.minQty}>
                    {t('rounds.review.priceBreak', { qty: b.minQty, price: money(b.unitPrice) })}
                  </span>
                ))}
              </Flex>
            ) : (
              t('rounds.review.onePrice')
            ),
        },
        { key: 'moq', title: t('rounds.review.columns.moq'), align: 'right', dataIndex: 'moq' },
        {
          key: 'max',
          title: t('rounds.review.columns.maxQty'),
          align: 'right',
          render: (_, p) => p.maxQty ?? t('rounds.review.noMax'),
        },
        {
          key: 'pack',
          title: t('rounds.review.columns.unitsPerPack'),
          align: 'right',
          render: (_, p) => `${p.unitsPerPack} · ${p.uom}`,
        },
        {
          key: 'net',
          title: t('rounds.review.columns.netWeight'),
          align: 'right',
          render: (_, p) => measure(p.netWeightKg),
        },
        {
          key: 'gross',
          title: t('rounds.review.columns.grossWeight'),
          align: 'right',
          render: (_, p) => measure(p.grossWeightKg),
        },
        {
          key: 'cbm',
          title: t('rounds.review.columns.cbm'),
          align: 'right',
          render: (_, p) => measure(p.cbm),
        },
      ]}
    />
  );
}

/**
 * Review (and, for a pending round, decide): the terms are read from the supplier service when
 * the dialog opens, so the admin approves what she has seen, not a count of products. Without
 * them (the read failed) there is nothing to approve.
 */
export function RoundReviewDialog({
  round,
  deciding,
  onDecide,
  onClose,
}: {
  round: AdminRoundRow;
  deciding: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { data, error, isFetching } = useGetRoundReviewQuery(round.id);
  const pending = round.status === 'pending_approval';
  return (
    <Modal
      open
      width={1100}
      title={t(pending ? 'rounds.review.title' : 'rounds.details.title')}
      onCancel={onClose}
      footer={
        pending ? (
          <Flex justify="flex-end" gap="small" wrap>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button danger disabled={deciding} onClick={() => onDecide('reject')}>
              {t('rounds.reject')}
            </Button>
            <Button
              type="primary"
              loading={deciding}
              disabled={!data || isFetching}
              onClick={() => onDecide('approve')}
              data-testid="round-review-approve"
            >
              {t('rounds.approve')}
            </Button>
          </Flex>
        ) : null
      }
    >
      <RoundReviewContent
        row={round}
        review={data ?? null}
        products={
          error ? (
            <Alert
              type="error"
              showIcon
              message={t('rounds.review.loadFailed')}
              description={problemMessage(error, t)}
              data-testid="round-review-failed"
            />
          ) : (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          )
        }
      />
    </Modal>
  );
}
