import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';

/** An order whose rejection is being confirmed, with the admin's reason so far. */
export interface OrderRejection {
  order: AdminOrderRow;
  reason: string;
}

/** Reject order: asks for the admin's reason (optional) before the order is rejected. */
export function RejectOrderDialog({
  rejecting,
  deciding,
  onReasonChange,
  onCancel,
  onConfirm,
}: {
  /** null: closed. */
  rejecting: OrderRejection | null;
  deciding: boolean;
  onReasonChange: (reason: string) => void;
  onCancel: () => void;
  onConfirm: (rejection: OrderRejection) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={rejecting !== null}
      title={rejecting && t('orders.rejectTitle', { id: shortId(rejecting.order.id) })}
      okText={t('orders.rejectConfirm')}
      okButtonProps={{ danger: true, disabled: deciding }}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => rejecting && onConfirm(rejecting)}
      destroyOnHidden
    >
      <Input.TextArea
        data-testid="order-reject-reason"
        aria-label={t('orders.rejectReason')}
        placeholder={t('orders.rejectReason')}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={rejecting?.reason ?? ''}
        onChange={(e) => onReasonChange(e.target.value)}
      />
    </Modal>
  );
}
