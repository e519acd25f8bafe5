import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '@marketplace/contracts';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { orderNumber } from '../ui/order-number';
import { useDecideForCompanyMutation, type CompanyDecisionArgs } from './team-api';

/**
 * The approver's Approve and Reject of an order held for the company (the Team page's list and
 * the order's details). A rejection asks for the reason, which the member is shown.
 */
export function CompanyDecisionButtons({ order }: { order: Pick<OrderSnapshot, 'id'> }) {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failure = useFailureToast();
  const [decide, { isLoading }] = useDecideForCompanyMutation();
  const [rejecting, setRejecting] = useState(false);
  const number = orderNumber(order.id);

  const send = async (args: Omit<CompanyDecisionArgs, 'orderId'>): Promise<boolean> => {
    const result = await decide({ orderId: order.id, ...args });
    if ('error' in result && result.error) {
      failure('buyer:team.approvals.failed', result.error);
      return false;
    }
    message.success(
      t(args.decision === 'approve' ? 'team.approvals.approved' : 'team.approvals.rejected', { number }),
    );
    return true;
  };

  return (
    <>
      <Flex gap="small" wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={isLoading && !rejecting}
          disabled={isLoading}
          onClick={() => void send({ decision: 'approve' })}
          data-testid={`approve-${order.id}`}
        >
          {t('team.approvals.approve')}
        </Button>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={isLoading}
          onClick={() => setRejecting(true)}
          data-testid={`reject-${order.id}`}
        >
          {t('team.approvals.reject')}
        </Button>
      </Flex>
      {rejecting && (
        <RejectDialog
          number={number}
          sending={isLoading}
          onCancel={() => setRejecting(false)}
          onReject={async (reason) => {
            if (await send({ decision: 'reject', reason })) setRejecting(false);
          }}
        />
      )}
    </>
  );
}

/** The reason of a rejection, required: the member reads it on their order. */
function RejectDialog({
  number,
  sending,
  onCancel,
  onReject,
}: {
  number: string;
  sending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('buyer');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const confirm = () => {
    setTried(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <Modal
      open
      title={t('team.approvals.rejectTitle', { number })}
      onCancel={onCancel}
      footer={dialogFooter({
        cancel: { label: t('team.approvals.cancel'), onClick: onCancel, testId: 'reject-cancel' },
        ok: {
          label: t('team.approvals.confirmReject'),
          testId: 'reject-confirm',
          danger: true,
          loading: sending,
          onClick: confirm,
        },
      })}
    >
      <Flex vertical gap={4}>
        <label htmlFor="company-reject-reason">{t('team.approvals.reason')}</label>
        <Input.TextArea
          id="company-reject-reason"
          data-testid="reject-reason"
          autoFocus
          rows={3}
          maxLength={500}
          value={reason}
          status={tried && missing ? 'error' : undefined}
          aria-required
          aria-invalid={tried && missing}
          aria-describedby={tried && missing ? 'company-reject-reason-error' : undefined}
          placeholder={t('team.approvals.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
        />
        {tried && missing && (
          <Typography.Text type="danger" id="company-reject-reason-error" role="alert">
            {t('team.approvals.reasonRequired')}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
