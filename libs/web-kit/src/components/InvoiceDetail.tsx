import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Row, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type {
  CreditNote,
  CreditNoteLine,
  InvoiceLine,
  InvoicePayment,
  InvoiceSnapshot,
} from '@marketplace/contracts';
import {
  CBM_DECIMALS,
  PAYABLE_STATUSES,
  WEIGHT_DECIMALS,
  amountDue,
  amountOverpaid,
  amountPaid,
  formatDecimal,
  isOverdue,
  packingSummary,
  sumMoney,
} from '@marketplace/domain';
import { currentLanguage, quantityIn } from '@marketplace/i18n';
// Through the package, not '../api/request' or '../feedback/…': this file (through `invoice-list`) is
// bundled into each remote's own build, and the API client (session, refresh lock) and the toasts' context must
// be the shared ones (a copy of the context would find no provider).
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { apiRequest, formatDate, formatDay, formatMoney, useFeedback } from '@marketplace/web-kit';
import { InvoiceStatusTag } from '../status/status-tag';
import { CellText, DataTable, figureColumn } from './DataTable';

// Weights and volumes in the reader's language (`1.234,50` in Portuguese), as the PDF prints them.
const kg = (v: number | null) => (v === null ? '—' : formatDecimal(v, WEIGHT_DECIMALS, currentLanguage()));

/**
 * Downloads a document of an invoice. The access cookie is HttpOnly, so the browser downloads
 * the file itself from a link; a JSON call first refreshes an expired session (web-kit client).
 */
export async function downloadInvoiceDocument(
  apiBase: string,
  invoice: Pick<InvoiceSnapshot, 'id' | 'invoiceNumber'>,
  kind: 'pdf' | 'txt',
  /** One of the invoice's credit or debit notes instead of the invoice itself. */
  note?: Pick<CreditNote, 'id' | 'number'>,
) {
  const base = `${apiBase}/invoices/${encodeURIComponent(invoice.id)}`;
  // Through the API client first: a stale session is refreshed, a refusal becomes a problem.
  const probe = await apiRequest({ url: base });
  if (probe.error) throw probe.error;
  const file = note ? `${base}/credit-notes/${encodeURIComponent(note.id)}/${kind}` : `${base}/${kind}`;
  const res = await fetch(`${file}?lang=${currentLanguage()}`, { credentials: 'include' });
  if (!res.ok) throw new Error(`download failed with HTTP ${res.status}`);
  // Saved from memory under the invoice number (spec §2.5: a file named after the invoice number).
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `${note ? note.number : invoice.invoiceNumber}.${kind}`;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The invoice's documents, in the order their buttons show. */
const DOCUMENTS = [
  { kind: 'txt', icon: <DownloadOutlined />, labelKey: 'invoice.download' },
  { kind: 'pdf', icon: <FilePdfOutlined />, labelKey: 'invoice.downloadPdf' },
] as const;

export function InvoiceDownloads({
  apiBase,
  invoice,
  note,
  size,
}: {
  apiBase: string;
  invoice: InvoiceSnapshot;
  /** A note's documents instead of the invoice's. */
  note?: CreditNote;
  size?: 'small';
}) {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const [busy, setBusy] = useState<'pdf' | 'txt' | null>(null);
  const download = async (kind: 'pdf' | 'txt') => {
    setBusy(kind);
    try {
      await downloadInvoiceDocument(apiBase, invoice, kind, note);
    } catch (err) {
      console.error('Invoice download failed', err);
      void message.error(t('invoice.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space>
      {DOCUMENTS.map(({ kind, icon, labelKey }) => (
        <Button
          key={kind}
          icon={icon}
          loading={busy === kind}
          size={size}
          onClick={() => void download(kind)}
          data-testid={note ? `note-download-${kind}` : `invoice-download-${kind}`}
        >
          {t(labelKey)}
        </Button>
      ))}
    </Space>
  );
}

/** A party of the invoice: what the buyer needs to reach the supplier, and the reverse, as on the PDF. */
function Party({
  title,
  party,
  testId,
}: {
  title: string;
  party: InvoiceSnapshot['supplier'];
  testId: string;
}) {
  const { t } = useTranslation('common');
  const lines: Array<[string, string | null]> = [
    [t('invoice.companyName'), party.name],
    [t('invoice.address'), party.address],
    [t('invoice.country'), party.country],
    [t('invoice.phone'), party.phone],
    [t('invoice.taxNumber'), party.taxNumber],
  ];
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions
        size="small"
        column={1}
        items={lines.map(([label, value]) => ({ label, children: value || '—' }))}
      />
    </Card>
  );
}

/**
 * What has been paid and what is still due, with each payment the supplier recorded: shown once
 * the buyer has the invoice (sent, accepted, paid) or a payment exists.
 */
function Payments({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const payments = invoice.payments ?? [];
  if (!payments.length && !PAYABLE_STATUSES.includes(invoice.status) && invoice.status !== 'paid')
    return null;
  const money = (v: number) => formatMoney(v, invoice.currency);
  const overdue = isOverdue(invoice, new Date());
  return (
    <Card
      size="small"
      title={t('invoice.payments.title')}
      data-testid="invoice-payments"
      extra={
        overdue && (
          <Tag color="red" data-testid="invoice-overdue">
            {t('invoice.payments.overdue')}
          </Tag>
        )
      }
    >
      <Flex vertical gap="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              label: t('invoice.payments.paid'),
              children: <span data-testid="invoice-amount-paid">{money(amountPaid(invoice))}</span>,
            },
            {
              label: t('invoice.payments.due'),
              children: (
                <Typography.Text
                  strong
                  type={overdue ? 'danger' : undefined}
                  data-testid="invoice-amount-due"
                >
                  {money(amountDue(invoice))}
                </Typography.Text>
              ),
            },
            ...(amountOverpaid(invoice) > 0
              ? [
                  {
                    label: t('invoice.payments.overpaid'),
                    children: (
                      <Typography.Text strong data-testid="invoice-amount-overpaid">
                        {money(amountOverpaid(invoice))}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {payments.length ? (
          <DataTable<InvoicePayment>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={payments}
            data-testid="invoice-payment-rows"
            columns={[
              {
                key: 'paidOn',
                nowrap: true,
                title: t('invoice.payments.columns.paidOn'),
                render: (_, p) => formatDay(p.paidOn),
              },
              { key: 'reference', title: t('invoice.payments.columns.reference'), dataIndex: 'reference' },
              figureColumn('amount', t('invoice.payments.columns.amount'), (p) => money(p.amount), {
                nowrap: true,
              }),
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('invoice.payments.none')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** A line's quantity and price as billed or corrected: `30 × $4.50`. */
const qtyAt = (qty: number, price: number, money: (v: number) => string) => `${qty} × ${money(price)}`;

/** A signed amount: what a note takes off (−) or adds (+). */
const signed = (amount: number, money: (v: number) => string) =>
  `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`;

/**
 * The credit and debit notes of a sent invoice, oldest first: each with its number, why, its
 * lines as billed and as corrected, its total and what the invoice asks for after it, and its own
 * documents. A sent invoice's figures never change; these are its corrections.
 */
function CreditNotes({ invoice, apiBase }: { invoice: InvoiceSnapshot; apiBase?: string }) {
  const { t } = useTranslation('common');
  const notes = invoice.creditNotes ?? [];
  if (!notes.length) return null;
  const money = (v: number) => formatMoney(v, invoice.currency);
  return (
    <Card size="small" title={t('invoice.creditNotes.title')} data-testid="invoice-credit-notes">
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('invoice.creditNotes.intro')}</Typography.Text>
        {notes.map((note) => (
          <Card
            key={note.id}
            size="small"
            type="inner"
            data-testid={`credit-note-${note.number}`}
            title={
              <Flex gap="small" wrap align="center">
                <Tag color={note.kind === 'credit' ? 'green' : 'gold'}>
                  {t(`invoice.creditNotes.${note.kind}`)}
                </Tag>
                <Typography.Text strong>{note.number}</Typography.Text>
              </Flex>
            }
            extra={
              apiBase && <InvoiceDownloads apiBase={apiBase} invoice={invoice} note={note} size="small" />
            }
          >
            <Flex vertical gap="small">
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { label: t('invoice.creditNotes.issued'), children: formatDate(note.issuedAt) },
                  {
                    label: t('invoice.creditNotes.reason'),
                    children: t(`invoice.creditNotes.reasons.${note.reason}`),
                  },
                  {
                    label: t('invoice.creditNotes.total'),
                    children: (
                      <Typography.Text strong data-testid="credit-note-total">
                        {signed(note.kind === 'credit' ? -note.total : note.total, money)}
                      </Typography.Text>
                    ),
                  },
                  {
                    label: t('invoice.creditNotes.balanceAfter'),
                    children: <span data-testid="credit-note-balance">{money(note.balanceAfter)}</span>,
                  },
                ]}
              />
              <DataTable<CreditNoteLine | (CreditNoteLine & { freight: true })>
                rowKey="orderItemId"
                size="small"
                pagination={false}
                dataSource={[
                  ...note.lines,
                  ...(note.freight && note.freight.amount !== 0
                    ? [
                        {
                          orderItemId: 'freight',
                          sku: '',
                          name: t('invoice.creditNotes.freight'),
                          uom: '',
                          billedQty: 1,
                          billedUnitPrice: note.freight.billed,
                          correctedQty: 1,
                          correctedUnitPrice: note.freight.corrected,
                          amount: note.freight.amount,
                          freight: true as const,
                        },
                      ]
                    : []),
                ]}
                columns={[
                  { key: 'sku', title: t('invoice.creditNotes.columns.sku'), dataIndex: 'sku' },
                  { key: 'name', title: t('invoice.creditNotes.columns.product'), dataIndex: 'name' },
                  {
                    key: 'billed',
                    nowrap: true,
                    title: t('invoice.creditNotes.columns.billed'),
                    render: (_, l) =>
                      'freight' in l
                        ? money(l.billedUnitPrice)
                        : qtyAt(l.billedQty, l.billedUnitPrice, money),
                  },
                  {
                    key: 'corrected',
                    nowrap: true,
                    title: t('invoice.creditNotes.columns.corrected'),
                    render: (_, l) =>
                      'freight' in l
                        ? money(l.correctedUnitPrice)
                        : qtyAt(l.correctedQty, l.correctedUnitPrice, money),
                  },
                  figureColumn(
                    'amount',
                    t('invoice.creditNotes.columns.amount'),
                    (l) => signed(l.amount, money),
                    {
                      nowrap: true,
                    },
                  ),
                ]}
              />
            </Flex>
          </Card>
        ))}
      </Flex>
    </Card>
  );
}

/**
 * The proforma invoice detail of spec §2.4/§2.5, the same for supplier and buyer: parties,
 * number and dates (due date highlighted), products with weights, order summary and notes.
 */
export function InvoiceDetail({
  invoice,
  apiBase,
}: {
  invoice: InvoiceSnapshot;
  /** Where its documents are downloaded from (`/api/<area>`); without it, notes show no downloads. */
  apiBase?: string;
}) {
  const { t } = useTranslation('common');
  const money = (v: number) => formatMoney(v, invoice.currency);
  const summary = packingSummary(invoice.lines);
  const revised = (invoice.revision ?? 1) > 1;
  return (
    <Flex vertical gap="middle" data-testid="invoice-detail">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Party testId="invoice-supplier" title={t('invoice.supplierInfo')} party={invoice.supplier} />
        </Col>
        <Col xs={24} md={12}>
          <Party testId="invoice-buyer" title={t('invoice.buyerInfo')} party={invoice.buyer} />
        </Col>
      </Row>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            label: t('invoice.invoiceNumber'),
            children: (
              <Flex vertical>
                <Typography.Text strong>
                  {invoice.invoiceNumber}
                  {revised && (
                    <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="invoice-revision">
                      {t('invoice.revision', { revision: invoice.revision })}
                    </Tag>
                  )}
                </Typography.Text>
                {revised && (
                  <Typography.Text type="secondary" data-testid="invoice-revised-note">
                    {t('invoice.revisedNote', { date: formatDate(invoice.revisedAt ?? invoice.issueDate) })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          { label: t('invoice.issueDate'), children: formatDate(invoice.issueDate) },
          // The freight share is its own line of the total, as on the PDF.
          ...(invoice.freight
            ? [
                {
                  label: t('invoice.totalValue'),
                  children: money(sumMoney(invoice.lines.map((l) => l.subtotal))),
                },
                {
                  label: t(`invoice.freight.${invoice.freight.basis}`),
                  children: <span data-testid="invoice-freight">{money(invoice.freight.amount)}</span>,
                },
              ]
            : []),
          {
            // "Total Value" is the goods everywhere; with freight the total is named apart.
            label: t(invoice.freight ? 'invoice.totalWithFreight' : 'invoice.totalValue'),
            children: (
              <Typography.Text strong data-testid="invoice-total">
                {money(invoice.totalValue)}
              </Typography.Text>
            ),
          },
          { label: t('invoice.status'), children: <InvoiceStatusTag status={invoice.status} /> },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('invoice.products')}
      </Typography.Title>
      <DataTable<InvoiceLine>
        rowKey="orderItemId"
        size="small"
        pagination={false}
        dataSource={invoice.lines}
        columns={[
          { key: 'sku', nowrap: true, title: t('invoice.columns.sku'), dataIndex: 'sku' },
          {
            key: 'product',
            title: t('invoice.columns.product'),
            render: (_, l) => (
              <CellText
                strong
                text={l.name}
                note={t('invoice.perPack', { quantity: quantityIn(t, l.unitsPerPack, l.uom) })}
              />
            ),
          },
          { key: 'material', title: t('invoice.columns.material'), render: (_, l) => l.material ?? '—' },
          { key: 'color', title: t('invoice.columns.color'), render: (_, l) => l.color ?? '—' },
          { key: 'size', title: t('invoice.columns.size'), render: (_, l) => l.size ?? '—' },
          figureColumn('qty', t('invoice.columns.qty'), (l) => quantityIn(t, l.qty, l.uom)),
          {
            key: 'unitPrice',
            nowrap: true,
            title: t('invoice.columns.unitPrice'),
            align: 'right',
            render: (_, l) => (
              <Flex vertical align="end">
                <span>{money(l.unitPrice)}</span>
                {l.catalogueUnitPrice !== null && l.catalogueUnitPrice !== l.unitPrice && (
                  <Typography.Text delete type="secondary" data-testid="catalogue-price">
                    {money(l.catalogueUnitPrice)}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          figureColumn('subtotal', t('invoice.columns.subtotal'), (l) => money(l.subtotal), { nowrap: true }),
          figureColumn('net', t('invoice.columns.netWeight'), (l) => kg(l.netWeightKg)),
          figureColumn('gross', t('invoice.columns.grossWeight'), (l) => kg(l.grossWeightKg)),
          figureColumn('cbm', t('invoice.columns.cbm'), (l) =>
            formatDecimal(l.cbm, CBM_DECIMALS, currentLanguage()),
          ),
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('invoice.orderSummary')}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { label: t('invoice.totalItems'), children: invoice.lines.length },
                { label: t('invoice.totalUnits'), children: summary.units },
                { label: t('invoice.totalGrossWeight'), children: `${kg(summary.grossWeightKg)} kg` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Flex vertical gap="small">
            <Card size="small" title={t('invoice.notes')}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {invoice.notes || t('invoice.noNotes')}
              </Typography.Paragraph>
            </Card>
            <div
              data-testid="invoice-due-date"
              style={{
                background: '#fff1b8',
                border: '1px solid #ffe58f',
                borderRadius: 6,
                padding: '8px 12px',
              }}
            >
              <Typography.Text strong>
                {t('invoice.dueDate')}:{' '}
                {invoice.dueDate ? formatDay(invoice.dueDate) : t('invoice.noDueDate')}
              </Typography.Text>
              {invoice.dueDate && invoice.paymentTermsDays != null && (
                <Typography.Text type="secondary" data-testid="invoice-terms">
                  {' '}
                  ({t('invoice.byTerms', { count: invoice.paymentTermsDays })})
                </Typography.Text>
              )}
            </div>
          </Flex>
        </Col>
      </Row>
      <CreditNotes invoice={invoice} apiBase={apiBase} />
      <Payments invoice={invoice} />
    </Flex>
  );
}
