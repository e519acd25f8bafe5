import type { ReactNode } from 'react';
import { Button } from 'antd';

export interface DialogFooterProps {
  /** Cancel: closes the dialog without doing anything. */
  cancel: { label: string; onClick: () => void; testId?: string };
  /** The dialog's action, the primary button (busy while it runs; `danger` for a refusal). */
  ok: {
    label: string;
    onClick: () => void;
    testId: string;
    loading?: boolean;
    disabled?: boolean;
    danger?: boolean;
  };
}

/**
 * The buttons of a dialog with its own footer (a product, a round, a member's limits, a rejection):
 * Cancel, then the dialog's action, for antd Modal's `footer`. Its own entry point
 * (`@marketplace/web-kit/dialog-footer`): it brings antd's Button, which the kit's index must not.
 */
export function dialogFooter({ cancel, ok }: DialogFooterProps): ReactNode[] {
  return [
    <Button key="cancel" onClick={cancel.onClick} data-testid={cancel.testId}>
      {cancel.label}
    </Button>,
    <Button
      key="ok"
      type="primary"
      danger={ok.danger}
      loading={ok.loading}
      disabled={ok.disabled}
      onClick={ok.onClick}
      data-testid={ok.testId}
    >
      {ok.label}
    </Button>,
  ];
}
