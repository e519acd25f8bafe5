import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASON_MAX } from '@marketplace/contracts/constants';
import { shortId } from '@marketplace/domain';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useDecideDiscrepancyMutation } from './sales-api';

/**
 * Dispute a sale's receipt: the supplier's reason (required), which the buyer reads in the
 * order's timeline and its notice. Loaded when first opened (sale-discrepancy.tsx).
 */
export function DisputeDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<{ reason: string }>();
  const [decide, { isLoading }] = useDecideDiscrepancyMutation();

  const submit = async ({ reason }: { reason: string }) => {
    const result = await decide({ orderId, body: { decision: 'dispute', reason: reason.trim() } });
    if ('error' in result && result.error) {
      failure('supplier:sales.detail.discrepancy.failed', result.error);
      return;
    }
    notification.success({ message: t('sales.detail.discrepancy.disputed') });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('sales.detail.discrepancy.disputeTitle', { number: shortId(orderId) })}
      onCancel={onClose}
      okText={t('sales.detail.discrepancy.submit')}
      cancelText={t('sales.detail.discrepancy.cancel')}
      okButtonProps={{ 'data-testid': 'discrepancy-dispute-submit' } as Record<`data-${string}`, string>}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('sales.detail.discrepancy.disputeHelp')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t('sales.detail.discrepancy.reason')}
          rules={[
            { required: true, whitespace: true, message: t('sales.detail.discrepancy.reasonRequired') },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={DISPUTE_REASON_MAX}
            showCount
            placeholder={t('sales.detail.discrepancy.reasonPlaceholder')}
            data-testid="discrepancy-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
