import { useState } from 'react';
import { Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConfirmReceiptBody, OrderSnapshot } from '@marketplace/contracts';
import { RECEIPT_NOTE_MAX } from '@marketplace/contracts/constants';
import { shortId } from '@marketplace/domain';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { orderNumber } from '../ui/order-number';
import { useConfirmReceiptMutation } from './receipt-api';

type Item = OrderSnapshot['items'][number];

/** What the buyer says of one line: units received and damaged (empty while being typed), a note. */
export interface ReceiptDraft {
  received: number | null;
  damaged: number | null;
  note: string;
}

/** Each line as arrived in full: everything shipped received, nothing damaged, no note. */
export function receiptDrafts(items: readonly Item[]): Record<string, ReceiptDraft> {
  return Object.fromEntries(
    items.map((item) => [item.id, { received: item.shipped ?? 0, damaged: 0, note: '' }]),
  );
}

/** Units of a line neither received nor damaged (negative when more were counted than shipped). */
export function shortOf(item: Item, draft: ReceiptDraft): number {
  return (item.shipped ?? 0) - (draft.received ?? 0) - (draft.damaged ?? 0);
}

/** A draft the service takes: both counts given, no more than shipped. */
export function validDraft(item: Item, draft: ReceiptDraft): boolean {
  return draft.received !== null && draft.damaged !== null && shortOf(item, draft) >= 0;
}

/** The receipt's body: every line, as counted. */
export function receiptBody(
  items: readonly Item[],
  drafts: Record<string, ReceiptDraft>,
): ConfirmReceiptBody {
  return {
    lines: items.map((item) => {
      const draft = drafts[item.id]!;
      const note = draft.note.trim();
      return {
        itemId: item.id,
        received: draft.received ?? 0,
        damaged: draft.damaged ?? 0,
        note: note === '' ? null : note,
      };
    }),
  };
}

/**
 * Confirm receipt of a shipped order: per line, the units received (everything shipped unless
 * said), damaged (none unless said) and a note; what is left is short. Opened from the order's
 * details, loaded when first opened.
 */
export function ConfirmReceiptDialog({ order, onClose }: { order: OrderSnapshot; onClose: () => void }) {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failure = useFailureToast();
  const [confirm, { isLoading }] = useConfirmReceiptMutation();
  const [drafts, setDrafts] = useState(() => receiptDrafts(order.items));
  const valid = order.items.every((item) => validDraft(item, drafts[item.id]!));
  const change = (itemId: string, patch: Partial<ReceiptDraft>) =>
    setDrafts((all) => ({ ...all, [itemId]: { ...all[itemId]!, ...patch } }));

  const submit = async () => {
    if (!valid) return;
    const result = await confirm({ orderId: order.id, ...receiptBody(order.items, drafts) });
    if ('error' in result && result.error) {
      failure('buyer:orders.receipt.failed', result.error);
      return;
    }
    message.success(t('toast.receiptConfirmed', { orderNumber: shortId(order.id) }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('orders.receipt.title', { number: orderNumber(order.id) })}
      onCancel={onClose}
      footer={dialogFooter({
        cancel: { label: t('orders.receipt.cancel'), onClick: onClose, testId: 'confirm-receipt-cancel' },
        ok: {
          label: t('orders.receipt.submit'),
          testId: 'confirm-receipt-submit',
          loading: isLoading,
          disabled: !valid,
          onClick: () => void submit(),
        },
      })}
    >
      <Flex vertical gap="middle" data-testid="confirm-receipt-form">
        <Typography.Text type="secondary">{t('orders.receipt.help')}</Typography.Text>
        {order.items.map((item) => (
          <ReceiptLine
            key={item.id}
            item={item}
            draft={drafts[item.id]!}
            onChange={(patch) => change(item.id, patch)}
          />
        ))}
      </Flex>
    </Modal>
  );
}

/** One line's counts: a fieldset named after the product, its fields labelled. */
export function ReceiptLine({
  item,
  draft,
  onChange,
}: {
  item: Item;
  draft: ReceiptDraft;
  onChange: (patch: Partial<ReceiptDraft>) => void;
}) {
  const { t } = useTranslation('buyer');
  const shipped = item.shipped ?? 0;
  const short = shortOf(item, draft);
  const id = (field: string) => `receipt-${field}-${item.id}`;
  const count = (value: number | string | null) =>
    typeof value === 'number' && Number.isInteger(value) ? value : null;
  return (
    <fieldset
      data-testid="receipt-line"
      data-item-id={item.id}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend style={{ padding: 0, marginBottom: 4 }}>
        <Typography.Text strong>{item.name}</Typography.Text>{' '}
        <Typography.Text type="secondary">{t('orders.receipt.shipped', { count: shipped })}</Typography.Text>
      </legend>
      <Flex wrap gap="small" align="flex-end">
        <Flex vertical gap={2}>
          <label htmlFor={id('received')}>{t('orders.receipt.received')}</label>
          <InputNumber
            id={id('received')}
            data-testid={id('received')}
            min={0}
            max={shipped}
            precision={0}
            style={{ width: 110 }}
            value={draft.received}
            aria-invalid={short < 0}
            onChange={(value) => onChange({ received: count(value) })}
          />
        </Flex>
        <Flex vertical gap={2}>
          <label htmlFor={id('damaged')}>{t('orders.receipt.damaged')}</label>
          <InputNumber
            id={id('damaged')}
            data-testid={id('damaged')}
            min={0}
            max={shipped}
            precision={0}
            style={{ width: 110 }}
            value={draft.damaged}
            aria-invalid={short < 0}
            onChange={(value) => onChange({ damaged: count(value) })}
          />
        </Flex>
        <Flex vertical gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <label htmlFor={id('note')}>{t('orders.receipt.note')}</label>
          <Input
            id={id('note')}
            data-testid={id('note')}
            maxLength={RECEIPT_NOTE_MAX}
            placeholder={t('orders.receipt.notePlaceholder')}
            value={draft.note}
            onChange={(e) => onChange({ note: e.target.value })}
          />
        </Flex>
      </Flex>
      {short > 0 && (
        <Typography.Text data-testid="receipt-short" style={{ display: 'block', marginTop: 4 }}>
          {t('orders.receipt.short', { count: short })}
        </Typography.Text>
      )}
      {short < 0 && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {t('orders.receipt.overShipped', { count: shipped })}
        </Typography.Text>
      )}
    </fieldset>
  );
}
