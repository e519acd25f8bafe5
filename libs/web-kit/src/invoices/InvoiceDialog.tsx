import type { ReactNode } from 'react';
import { Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceDetail, InvoiceDownloads } from './InvoiceDetail';

/**
 * An invoice of the Proforma Invoices list, opened (antd's Modal): its detail, the downloads and
 * the area's own `actions` (send, accept, reject…). Loaded by `InvoiceList` when an invoice is
 * first opened, so the list itself loads no antd.
 */
export function InvoiceDialog({
  apiBase,
  invoice,
  actions,
  onClose,
}: {
  /** The area's API (`/api/buyer`, `/api/supplier`), where the documents are downloaded from. */
  apiBase: string;
  /** The open invoice; none when the dialog is closed. */
  invoice: InvoiceSnapshot | null;
  actions: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={!!invoice}
      onCancel={onClose}
      width={1150}
      title={invoice ? `${t('invoice.title')} ${invoice.invoiceNumber}` : ''}
      footer={
        invoice && (
          <Flex justify="space-between">
            <InvoiceDownloads apiBase={apiBase} invoice={invoice} />
            {actions}
          </Flex>
        )
      }
    >
      {invoice && <InvoiceDetail invoice={invoice} apiBase={apiBase} />}
    </Modal>
  );
}
