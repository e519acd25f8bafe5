import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CreditNote, CreditNoteLine, InvoiceSnapshot } from '@marketplace/contracts';
// Through the package, as InvoiceDetail.tsx explains: this file is bundled into each remote's own build.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatDate } from '@marketplace/web-kit';
import { DataTable, figureColumn } from '../widgets/DataTable';
import { InvoiceDownloads } from './InvoiceDownloads';
import { moneyIn, qtyAt, signed } from './invoice-format';

/** A note's row: one of its lines, or its change to the freight share. */
type NoteRow = CreditNoteLine | (CreditNoteLine & { freight: true });

/** A note's lines, then its freight correction as a line of its own when it changes the freight. */
function noteRows(t: TFunction, note: CreditNote): NoteRow[] {
  return [
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
  ];
}

/** The note's number, reason, total and what the invoice asks for after it. */
function noteFigures(
  t: TFunction,
  note: CreditNote,
  money: (v: number) => string,
): DescriptionsProps['items'] {
  return [
    { label: t('invoice.creditNotes.issued'), children: formatDate(note.issuedAt) },
    { label: t('invoice.creditNotes.reason'), children: t(`invoice.creditNotes.reasons.${note.reason}`) },
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
  ];
}

/** The note's lines as billed and as corrected (freight by its amount alone), with what each changes. */
function NoteLines({ note, money }: { note: CreditNote; money: (v: number) => string }) {
  const { t } = useTranslation('common');
  return (
    <DataTable<NoteRow>
      rowKey="orderItemId"
      size="small"
      pagination={false}
      dataSource={noteRows(t, note)}
      columns={[
        { key: 'sku', title: t('invoice.creditNotes.columns.sku'), dataIndex: 'sku' },
        { key: 'name', title: t('invoice.creditNotes.columns.product'), dataIndex: 'name' },
        {
          key: 'billed',
          nowrap: true,
          title: t('invoice.creditNotes.columns.billed'),
          render: (_, l) =>
            'freight' in l ? money(l.billedUnitPrice) : qtyAt(l.billedQty, l.billedUnitPrice, money),
        },
        {
          key: 'corrected',
          nowrap: true,
          title: t('invoice.creditNotes.columns.corrected'),
          render: (_, l) =>
            'freight' in l ? money(l.correctedUnitPrice) : qtyAt(l.correctedQty, l.correctedUnitPrice, money),
        },
        figureColumn('amount', t('invoice.creditNotes.columns.amount'), (l) => signed(l.amount, money), {
          nowrap: true,
        }),
      ]}
    />
  );
}

/** One note: its kind and number, its own documents, its figures and its lines. */
function CreditNoteCard({
  invoice,
  note,
  apiBase,
}: {
  invoice: InvoiceSnapshot;
  note: CreditNote;
  apiBase?: string;
}) {
  const { t } = useTranslation('common');
  const money = moneyIn(invoice.currency);
  return (
    <Card
      size="small"
      type="inner"
      data-testid={`credit-note-${note.number}`}
      title={
        <Flex gap="small" wrap align="center">
          <Tag color={note.kind === 'credit' ? 'green' : 'gold'}>{t(`invoice.creditNotes.${note.kind}`)}</Tag>
          <Typography.Text strong>{note.number}</Typography.Text>
        </Flex>
      }
      extra={apiBase && <InvoiceDownloads apiBase={apiBase} invoice={invoice} note={note} size="small" />}
    >
      <Flex vertical gap="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={noteFigures(t, note, money)} />
        <NoteLines note={note} money={money} />
      </Flex>
    </Card>
  );
}

/**
 * The credit and debit notes of a sent invoice, oldest first: each with its number, why, its
 * lines as billed and as corrected, its total and what the invoice asks for after it, and its own
 * documents. A sent invoice's figures never change; these are its corrections.
 */
export function InvoiceCreditNotes({ invoice, apiBase }: { invoice: InvoiceSnapshot; apiBase?: string }) {
  const { t } = useTranslation('common');
  const notes = invoice.creditNotes ?? [];
  if (!notes.length) return null;
  return (
    <Card size="small" title={t('invoice.creditNotes.title')} data-testid="invoice-credit-notes">
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('invoice.creditNotes.intro')}</Typography.Text>
        {notes.map((note) => (
          <CreditNoteCard key={note.id} invoice={invoice} note={note} apiBase={apiBase} />
        ))}
      </Flex>
    </Card>
  );
}
