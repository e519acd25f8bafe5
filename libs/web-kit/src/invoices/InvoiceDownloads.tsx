import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CreditNote, InvoiceSnapshot } from '@marketplace/contracts';
import { currentLanguage } from '@marketplace/i18n';
// Through the package, not '../api/request' or '../feedback/…': this file (through `invoice-list`) is
// bundled into each remote's own build, and the API client (session, refresh lock) and the toasts' context must
// be the shared ones (a copy of the context would find no provider).
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { apiRequest, useFeedback } from '@marketplace/web-kit';

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
