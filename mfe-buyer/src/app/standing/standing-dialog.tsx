import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { StandingForm, type StandingTarget } from './standing-form';
import { useStandingEdit } from './use-standing-edit';

/**
 * Sets, changes or removes a standing order of a series' product: the round's product button and
 * the dashboard card's Edit. An approver chooses whom it is for (the card's Edit keeps whose it is);
 * the fields show that person's standing order, or a new one's defaults.
 */
export function StandingDialog({
  target,
  holder,
  onClose,
}: {
  target: StandingTarget;
  /** Editing one from the card: whose it is. */
  holder?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('buyer');
  const edit = useStandingEdit(target, holder, onClose);
  return (
    <Modal
      open
      title={t('standing.dialog.title', { product: target.productName })}
      onCancel={onClose}
      footer={[
        edit.existing && (
          <Button
            key="remove"
            danger
            loading={edit.removing}
            onClick={() => void edit.unset()}
            data-testid="standing-remove"
          >
            {t('standing.dialog.remove')}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('standing.dialog.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={edit.saving}
          onClick={() => void edit.save()}
          data-testid="standing-save"
        >
          {t('standing.dialog.save')}
        </Button>,
      ]}
    >
      <StandingForm
        target={target}
        draft={edit.draft}
        problems={edit.problems}
        forOptions={edit.forOptions}
        holderName={edit.holderName}
        onChange={edit.change}
      />
    </Modal>
  );
}
