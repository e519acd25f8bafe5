import { Alert, Button, Card, Col, Empty, Flex, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { PictureOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundDetail, BuyerRoundProduct } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import {
  clampLines,
  containerFillTexts,
  formatDateTime,
  formatMoney,
  ROUND_OUTCOME_COLORS,
  useErrorToast,
} from '@marketplace/web-kit';
import {
  committedLoadOn,
  landedPrice,
  measureOn,
  roundFill,
  unitsLeft,
  type FreightBasisName,
  type RoundBuyingPhase,
} from '@marketplace/domain';
import { useGetRoundQuery } from '../api/buyer-api';
import { useLiveRound } from '../api/use-live-round';
import { FollowToggles } from '../follows/follow-toggles';
import { StandingButton } from '../standing/standing-button';
import { useBuyerNavigate } from '../ui/buyer-links';
import { GroupPrice, groupLineTotal } from '../ui/group-price';
import { LandedPriceLine, LandedPricePrompt } from '../ui/landed-price';
import { MoqProgress } from '../ui/moq-progress';
import { PackStepper } from '../ui/pack-stepper';
import { roundDateTexts, useClock } from './round-dates';
import { useAddToCart } from './use-add-to-cart';
import { useBuyingPhase } from './use-buying-phase';

/** Spec §2.4 Round products dialog. Committed quantities come from the RTK Query cache (live-patchable). */
export function RoundProductsDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  const { data: round, error, isLoading } = useGetRoundQuery(roundId ?? '', { skip: !roundId });
  useErrorToast(error, 'buyer:toast.loadRoundProductsFailed');
  // The service's rules, kept current by the clock: before its opening time nothing can be added;
  // past its closing time a round takes no more items, though the close may not have run yet.
  const phase = useBuyingPhase(round);
  const closed = phase === 'ended' || phase === 'closed';
  // Nothing live on a closed round: its figures are final.
  useLiveRound(round && !closed ? roundId : null);
  const now = useClock(!!round && !closed);
  const dates = round ? roundDateTexts(round, phase, now, t, i18n.language) : null;

  return (
    <Modal
      open={!!roundId}
      onCancel={onClose}
      width={960}
      title={round?.title}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text type="secondary">{t('dialog.footer')}</Typography.Text>
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => navigate('cart')}>
            {t('viewCart')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="round-products-dialog">
        {isLoading || !round ? (
          <Skeleton active />
        ) : (
          <RoundProductsBody round={round} phase={phase} dates={dates} />
        )}
      </div>
    </Modal>
  );
}

/** The dialog's content once the round has arrived: its facts, its state and its products. */
function RoundProductsBody({
  round,
  phase,
  dates,
}: {
  round: BuyerRoundDetail;
  phase: RoundBuyingPhase | null;
  dates: ReturnType<typeof roundDateTexts> | null;
}) {
  const { t, i18n } = useTranslation('buyer');
  const upcoming = phase === 'upcoming';
  const closed = phase === 'ended' || phase === 'closed';
  const freight = roundFreightOf(round);
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">
        {t('dialog.supplierLine', { name: round.supplierName, count: round.products.length })}
      </Typography.Text>
      <FollowToggles round={round} />
      {/* The dialog says when the round closes, with the time of day. */}
      <Typography.Text data-testid="round-dates">
        {dates?.closes}
        {dates?.opens && ` · ${dates.opens}`}
      </Typography.Text>
      <EndActionNote round={round} />
      <LiveFill products={round.products} final={closed} />
      {upcoming && round.openAt && (
        <Alert
          type="info"
          showIcon
          data-testid="round-opens"
          message={t('dialog.opensAlert', { date: formatDateTime(round.openAt, i18n.language) })}
        />
      )}
      {closed && (
        <Alert type="warning" showIcon data-testid="round-closed" message={t('errors:buyer.round_closed')} />
      )}
      {round.products.length === 0 ? (
        <Empty description={t('dialog.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {round.products.map((product) => (
            <Col key={product.id} xs={24} md={12}>
              <ProductCard
                roundId={round.id}
                product={product}
                phase={phase}
                freight={freight}
                seriesId={round.seriesId}
              />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}

/** A round's freight as a buyer's landed price weighs it: null without a freight cost. */
export interface RoundFreightView {
  cost: number;
  basis: FreightBasisName;
  /** The round's committed load on the basis (kg or m³), live with the committed figures. */
  load: number;
}

export function roundFreightOf(round: BuyerRoundDetail): RoundFreightView | null {
  if (!round.freightCost) return null;
  const basis = round.freightBasis ?? 'gross_weight';
  const load = committedLoadOn(basis, round.products);
  return { cost: round.freightCost, basis, load };
}

/**
 * The MOQ bar's segments. While the round runs, committed units are in orders or in carts, and
 * flexible units are offered beside them. Once it closed there are no carts: the close cleared
 * them and put the flexible units it called into the orders, so every committed unit is an ordered
 * one (the order book's count leaves the called units out: they showed as "In carts") and nothing
 * is on offer any more.
 */
export function moqBarUnits(
  product: BuyerRoundProduct,
  phase: RoundBuyingPhase | null,
): { committed: number; ordered?: number; flex?: number; held?: number } {
  if (phase !== 'closed')
    return {
      committed: product.committed,
      ordered: product.ordered,
      flex: product.flexOffered,
      held: product.awaitingApproval,
    };
  return { committed: product.committed, ordered: product.ordered == null ? undefined : product.committed };
}

/** One product of the dialog: exported for the specs, which render it without the Modal. */
export function ProductCard({
  roundId,
  product,
  phase,
  freight = null,
  seriesId,
}: {
  roundId: string;
  product: BuyerRoundProduct;
  phase: RoundBuyingPhase | null;
  freight?: RoundFreightView | null;
  /** The round is an edition of this series: the product can be kept as a standing order. */
  seriesId?: string;
}) {
  const { t } = useTranslation('buyer');
  // What is left to buy: the cap minus everyone's committed units, not the cap.
  const left = unitsLeft(product.committed, product.maxQty);
  const purchase = useAddToCart(roundId, product, left, t);
  // A closed round shows what was decided, nothing to buy; an upcoming one shows it, not yet.
  const closed = phase === 'ended' || phase === 'closed';
  const soldOut = left === 0;

  return (
    <Card size="small" data-testid="round-product" data-product-name={product.name}>
      <Flex gap="middle">
        <ProductImage url={product.imageUrl} name={product.name} />
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong style={clampLines()} title={product.name}>
            {product.name}
          </Typography.Text>
          {product.outcome && (
            <Tag
              color={ROUND_OUTCOME_COLORS[product.outcome]}
              data-testid="product-outcome"
              style={{ alignSelf: 'start' }}
            >
              {t(`dialog.outcomes.${product.outcome}`)}
            </Tag>
          )}
          <GroupPrice product={product} testId="price-per-uom" live={!closed} />
          <Typography.Text type="secondary">
            {t('dialog.unitsPerPack', { count: product.unitsPerPack })}
          </Typography.Text>
          <MoqProgress
            {...moqBarUnits(product, phase)}
            moq={product.moq}
            badgeThreshold={100}
            label={t('dialog.committedOfMoq', { committed: product.committed, moq: product.moq })}
          />
          {product.maxQty != null && left != null && (
            <Typography.Text type={soldOut ? 'danger' : 'secondary'} data-testid="max-available">
              {t('dialog.maxAvailable', { count: product.maxQty })}
              {!closed && ` · ${soldOut ? t('dialog.soldOut') : t('dialog.unitsLeft', { count: left })}`}
            </Typography.Text>
          )}
          {!closed && (
            <ProductBuyControls
              product={product}
              left={left}
              buyable={phase === 'open'}
              freight={freight}
              purchase={purchase}
            />
          )}
          {/* Also on a closed edition: a standing order is for the series' next ones. */}
          {seriesId && <StandingButton seriesId={seriesId} product={product} />}
        </Flex>
      </Flex>
    </Card>
  );
}

/** A product's stepper, its subtotal, its landed price with those units and its Add to cart. */
function ProductBuyControls({
  product,
  left,
  buyable,
  freight,
  purchase: { qty, setQty, add, isLoading },
}: {
  product: BuyerRoundProduct;
  left: number | null;
  buyable: boolean;
  freight: RoundFreightView | null;
  purchase: ReturnType<typeof useAddToCart>;
}) {
  const { t, i18n } = useTranslation('buyer');
  const soldOut = left === 0;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap="small">
        <PackStepper
          testId="quantity-stepper"
          label={t('dialog.quantity')}
          value={qty}
          unitsPerPack={product.unitsPerPack}
          max={left}
          disabled={!buyable || soldOut}
          onChange={setQty}
        />
        <Typography.Text data-testid="subtotal">
          {/* At the price the group will be at once these units join it. */}
          {t('dialog.subtotal')}:{' '}
          {formatMoney(
            groupLineTotal(product, qty, product.committed + qty),
            product.currency,
            i18n.language,
          )}
        </Typography.Text>
      </Flex>
      {freight && <LandedWhatIf product={product} qty={qty} freight={freight} />}
      <Button
        type="primary"
        loading={isLoading}
        disabled={!buyable || soldOut}
        onClick={() => void add()}
        data-testid="add-to-cart"
      >
        {soldOut ? t('dialog.soldOut') : t('dialog.addToCart')}
      </Button>
    </>
  );
}

/**
 * What one unit costs landed with the stepper's units: the break they reach and their share of
 * the freight, against everything the group holds now, said to be a figure so far. Nothing but a
 * prompt at 0: one pack's share of the round's whole freight read as the product's price (a $6.50
 * tee at $141.71). Exported for the specs, which cannot turn the stepper.
 */
export function LandedWhatIf({
  product,
  qty,
  freight,
}: {
  product: BuyerRoundProduct;
  qty: number;
  freight: RoundFreightView;
}) {
  const landed = landedPrice(
    {
      unitPrice: product.unitPrice,
      priceBreaks: product.priceBreaks,
      qty,
      committedWith: product.committed + qty,
      measure: measureOn(freight.basis, product),
    },
    { freightCost: freight.cost, otherLoad: freight.load },
  );
  if (!landed) return <LandedPricePrompt testId="landed-prompt" />;
  return (
    <LandedPriceLine
      landed={landed}
      basis={freight.basis}
      currency={product.currency}
      uom={product.uom}
      testId="landed-price"
      soFar
    />
  );
}

/** What happens at the closing date, as the supplier chose it. */
function EndActionNote({ round }: { round: BuyerRoundDetail }) {
  const { t } = useTranslation('buyer');
  const action = round.endAction ?? DEFAULT_END_ACTION;
  return (
    <Flex wrap gap="small" align="baseline" data-testid="round-end-action">
      <Typography.Text strong>{t('dialog.endActionLabel')}:</Typography.Text>
      <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
        {t(`dialog.endActions.${action}`, { count: round.extendDays ?? 0 })}
      </Typography.Text>
      {round.extended && <Tag color="blue">{t('dialog.extended')}</Tag>}
    </Flex>
  );
}

function ProductImage({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('buyer');
  const box = { width: 96, height: 96, borderRadius: 8, flex: 'none' as const };
  if (url) return <img src={url} alt={name} style={{ ...box, objectFit: 'cover' }} />;
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      data-testid="image-placeholder"
      style={{ ...box, background: '#f0f2f5', color: '#8c8c8c' }}
    >
      <PictureOutlined style={{ fontSize: 28 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('dialog.noImage')}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The round's container fill from the snapshot's per-unit measures and the live committed
 * quantities: the same libs/domain figure the supplier sees, recomputed on each update.
 */
function LiveFill({
  products,
  final,
}: {
  products: ReadonlyArray<{ committed: number; grossWeightKg?: number | null; cbm?: number | null }>;
  /** The round is over: the fill is the one at the close, not "so far". */
  final: boolean;
}) {
  const { t, i18n } = useTranslation('buyer');
  const fill = roundFill(
    products.map((p) => ({
      committed: p.committed,
      grossWeightKg: p.grossWeightKg ?? null,
      cbm: p.cbm ?? null,
    })),
  );
  const texts = containerFillTexts(t, fill, i18n.language);
  if (!texts.plan) return null;
  return (
    <Typography.Text type="secondary" data-testid="round-fill">
      {t(final ? 'dialog.fill.atClose' : 'dialog.fill.soFar', { plan: texts.plan })}
      {texts.missing.length > 0 && ` · ${texts.missing.join(' · ')}`}
    </Typography.Text>
  );
}
