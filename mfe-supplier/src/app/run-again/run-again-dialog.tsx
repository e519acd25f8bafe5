import { useMemo, type HTMLAttributes } from 'react';
import { Alert, Col, Flex, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunAgainProduct, RunAgainProposal } from '@marketplace/contracts';
import { CBM_DECIMALS, WEIGHT_DECIMALS } from '@marketplace/domain';
import {
  fieldErrorMessage,
  fieldName,
  formatDateTime,
  formatMoney,
  problemMessage,
  toProblem,
  type Translate,
} from '@marketplace/web-kit';
import { CellText, DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { useLoadFailureToast } from '../common/failure';
import { useRunAgainProposalQuery } from './run-again-api';
import { useRunAgainCreate } from './use-run-again-create';
import { RunAgainTitleField } from './run-again-title-field';

export { runAgainBody } from './run-again-body';

/**
 * Run again: one of the supplier's rounds, any status, as a new draft with the same products and
 * terms and its dates moved forward by whole weeks. What changed in the catalogue since the round
 * was approved is shown before the draft is created. The proposal is asked afresh at each opening.
 */
export function RunAgainDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  // `currentData`: another round's proposal never shows while this one's is on its way.
  const { currentData, error } = useRunAgainProposalQuery(roundId ?? '', {
    skip: !roundId,
    refetchOnMountOrArgChange: true,
  });
  useLoadFailureToast(error, 'runAgain.toast.loadFailed');
  return (
    <Modal
      open={!!roundId}
      title={currentData ? t('runAgain.title', { title: currentData.sourceTitle }) : t('rounds.runAgain')}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <div data-testid="run-again-dialog">
        {currentData ? (
          <RunAgainContent key={currentData.sourceRoundId} proposal={currentData} onClose={onClose} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}

/**
 * The dialog's content once the proposal is in: the new draft's title (editable), its dates and
 * terms, the products with what changed in the catalogue, and Create draft.
 */
export function RunAgainContent({ proposal, onClose }: { proposal: RunAgainProposal; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  const { created, title, setTitle, save } = useRunAgainCreate(proposal, onClose);

  const changed = proposal.products.some((p) => p.leftOut || p.changes.length > 0);
  const empty = proposal.round.products.length === 0;
  const untitled = title.trim() === '';

  return (
    <Flex vertical gap="middle" data-testid="run-again">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('runAgain.intro')}
      </Typography.Paragraph>
      <RunAgainTitleField
        title={title}
        onChange={(value) => {
          setTitle(value);
          if (created.error) created.reset();
        }}
      />
      <RunAgainSchedule proposal={proposal} />
      {created.data && (
        <Alert
          type="success"
          showIcon
          message={t('runAgain.created', { title: created.data.title })}
          data-testid="run-again-created"
        />
      )}
      {created.error && (
        <Alert
          type="error"
          showIcon
          message={createProblemMessage(created.error, t)}
          description={<ProductProblems error={created.error} proposal={proposal} />}
          data-testid="run-again-problem"
        />
      )}
      {changed && (
        <Alert type="warning" showIcon message={t('runAgain.changed')} data-testid="run-again-changed" />
      )}
      {empty && (
        <Alert type="error" showIcon message={t('runAgain.nothingLeft')} data-testid="run-again-empty" />
      )}
      <RunAgainProducts proposal={proposal} />
      <Flex justify="end" gap="small" wrap>
        {dialogFooter({
          cancel: { label: t('runAgain.cancel'), onClick: onClose },
          ok: {
            label: t('runAgain.create'),
            testId: 'run-again-create',
            loading: created.isLoading,
            // Once created, the dialog is closing: a second click would make a second draft.
            disabled: untitled || empty || !!created.data,
            onClick: () => void save(),
          },
        })}
      </Flex>
    </Flex>
  );
}

/** The refusal's own text (its `code` translated), without the field errors listed under it. */
function createProblemMessage(error: unknown, t: Translate): string {
  return problemMessage({ ...toProblem(error), errors: [] }, t);
}

/**
 * The field errors of a refused draft, each said of the product it is about (the body's
 * `products.<i>` is `proposal.round.products[i]`) and the break (`priceBreaks.<i>`, counted from 1).
 */
export function refusalLines(error: unknown, proposal: RunAgainProposal, t: Translate): string[] {
  const names = new Map(proposal.products.map((p) => [p.productId, p]));
  return (toProblem(error).errors ?? []).map((e) => {
    const message = fieldErrorMessage(e, t);
    const path = fieldName(e.path);
    const at = /^products\.(\d+)(?:\.priceBreaks(?:\.(\d+))?)?/.exec(path);
    const line = at ? proposal.round.products[Number(at[1])] : undefined;
    if (!at || !line) {
      const field = path === 'title' ? String(t('supplier:runAgain.titleLabel')) : path;
      return field ? `${field}: ${message}` : message;
    }
    const known = names.get(line.productId);
    const product = known ? (known.sku ? `${known.name} (${known.sku})` : known.name) : line.productId;
    return at[2] === undefined
      ? String(t('supplier:runAgain.problem.product', { product, message }))
      : String(t('supplier:runAgain.problem.break', { product, n: Number(at[2]) + 1, message }));
  });
}

function ProductProblems({ error, proposal }: { error: unknown; proposal: RunAgainProposal }) {
  const { t } = useTranslation('supplier');
  const lines = refusalLines(error, proposal, t);
  if (lines.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="run-again-problem-fields">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** The new dates, how far they moved, and the round's end action, last call and freight. */
function RunAgainSchedule({ proposal }: { proposal: RunAgainProposal }) {
  const { t, i18n } = useTranslation('supplier');
  const language = i18n.resolvedLanguage;
  const { round } = proposal;
  const date = (value: string | null | undefined) =>
    value ? formatDateTime(value, language) : t('runAgain.notSet');
  const action =
    t(`common:endActionsShort.${round.endAction}`) +
    (round.endAction === 'extend_once' && round.extendDays
      ? ` ${t('rounds.extendBy', { count: round.extendDays })}`
      : '');
  const terms = [
    t('runAgain.endAction', { action }),
    t('runAgain.lastCall', { count: round.lastCallHours }),
    round.freightCost
      ? t('rounds.performance.freight', {
          amount: formatMoney(round.freightCost, round.currency, language),
          basis: t(`rounds.performance.freightBases.${round.freightBasis}`),
        })
      : t('runAgain.noFreight'),
  ];
  return (
    <Flex vertical gap={4}>
      <Row gutter={[16, 4]}>
        <Col xs={24} sm={12}>
          <Typography.Text type="secondary">{t('runAgain.openAt')} </Typography.Text>
          <Typography.Text strong data-testid="run-again-open">
            {date(round.openAt)}
          </Typography.Text>
        </Col>
        <Col xs={24} sm={12}>
          <Typography.Text type="secondary">{t('runAgain.closeAt')} </Typography.Text>
          <Typography.Text strong data-testid="run-again-close">
            {date(round.closeAt)}
          </Typography.Text>
        </Col>
      </Row>
      <Typography.Text data-testid="run-again-shift">
        {proposal.shiftWeeks > 0
          ? t('runAgain.shifted', { count: proposal.shiftWeeks })
          : t('runAgain.noDates')}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="run-again-terms">
        {terms.join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

/** A product of the proposal with its line in the new draft (none when it was left out). */
interface ProductRow extends RunAgainProduct {
  moq: number | null;
  maxQty: number | null;
}

/** Every product of the round: its MOQ and max in the draft, and what changed in the catalogue. */
function RunAgainProducts({ proposal }: { proposal: RunAgainProposal }) {
  const { t } = useTranslation('supplier');
  const rows = useMemo<ProductRow[]>(() => {
    const lines = new Map(proposal.round.products.map((p) => [p.productId, p]));
    return proposal.products.map((p) => {
      const line = lines.get(p.productId);
      return { ...p, moq: line?.moq ?? null, maxQty: line?.maxQty ?? null };
    });
  }, [proposal]);
  const columns: DataColumn<ProductRow>[] = [
    {
      key: 'product',
      title: t('runAgain.columns.product'),
      render: (_, p) => <CellText text={p.name} note={p.sku || undefined} />,
    },
    figureColumn('moq', t('runAgain.columns.moq'), (p) => p.moq ?? '—'),
    figureColumn('maxQty', t('runAgain.columns.maxQty'), (p) => p.maxQty ?? '—'),
    {
      key: 'change',
      title: t('runAgain.columns.change'),
      render: (_, p) => <ProductChange product={p} currency={proposal.round.currency} />,
    },
  ];
  return (
    <section>
      <Typography.Title level={5}>
        {t('runAgain.products', { count: proposal.round.products.length })}
      </Typography.Title>
      <div data-testid="run-again-products">
        <DataTable<ProductRow>
          size="small"
          pagination={false}
          rowKey="productId"
          dataSource={rows}
          columns={columns}
          onRow={(p) =>
            ({ 'data-testid': `run-again-product-${p.productId}` }) as HTMLAttributes<HTMLElement>
          }
        />
      </div>
    </section>
  );
}

/** What changed for one product: left out, its price, its measures, or nothing. */
function ProductChange({ product, currency }: { product: RunAgainProduct; currency: string }) {
  const { t, i18n } = useTranslation('supplier');
  const language = i18n.resolvedLanguage;
  if (product.leftOut) return <Tag color="warning">{t(`runAgain.change.${product.leftOut}`)}</Tag>;
  const { was, now } = product;
  if (!was || !now)
    return <Typography.Text type="secondary">{t('runAgain.change.notApproved')}</Typography.Text>;
  if (product.changes.length === 0)
    return <Typography.Text type="secondary">{t('runAgain.change.none')}</Typography.Text>;
  const figure = (value: number | null, digits: number) =>
    value === null ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  const measures = (
    [
      ['net', was.netWeightKg, now.netWeightKg, WEIGHT_DECIMALS],
      ['gross', was.grossWeightKg, now.grossWeightKg, WEIGHT_DECIMALS],
      ['cbm', was.cbm, now.cbm, CBM_DECIMALS],
    ] as const
  )
    .filter(([, before, after]) => before !== after)
    .map(([key, before, after, digits]) =>
      t(`runAgain.change.${key}`, { was: figure(before, digits), now: figure(after, digits) }),
    );
  return (
    <Flex vertical>
      {product.changes.includes('price') && (
        <Typography.Text strong>
          {t('runAgain.change.price', {
            was: formatMoney(was.unitPrice, currency, language),
            now: formatMoney(now.unitPrice, currency, language),
          })}
        </Typography.Text>
      )}
      {product.changes.includes('measures') && (
        <Typography.Text>
          {measures.length > 0
            ? t('runAgain.change.measuresDetail', { changes: measures.join(', ') })
            : t('runAgain.change.measures')}
        </Typography.Text>
      )}
    </Flex>
  );
}
