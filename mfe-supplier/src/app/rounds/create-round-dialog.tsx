import { Form, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { useListProductsQuery } from '../api/catalogue-api';
import { ROUND_FORM_INITIAL_VALUES, type RoundFormValues } from './round-form';
import { RoundFields } from './round-fields';
import { RoundImport, useRoundImport } from './round-import';
import { RoundProductsHeading, RoundProductsTable } from './round-products-table';
import { useRoundDraft } from './use-round-draft';

/** Create Round (spec §2.5, §5): details, then products by hand or from a CSV file. */
export function CreateRoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  const [form] = Form.useForm<RoundFormValues>();
  const { data: products } = useListProductsQuery({ search: '', status: 'active' }, { skip: !open });
  const draft = useRoundDraft({ open, form, visibleProducts: products?.items, onSaved: onClose });
  const csv = useRoundImport(open, draft.addImported);

  return (
    <Modal
      open={open}
      title={t('rounds.form.title')}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={dialogFooter({
        cancel: { label: t('rounds.form.cancel'), onClick: onClose },
        ok: {
          label: t('rounds.form.submit'),
          testId: 'round-save',
          loading: draft.saving,
          onClick: () => form.submit(),
        },
      })}
    >
      <Form<RoundFormValues>
        form={form}
        layout="vertical"
        onFinish={draft.save}
        initialValues={ROUND_FORM_INITIAL_VALUES}
      >
        <RoundFields />
      </Form>

      <RoundProductsHeading count={draft.selected.size} error={draft.productsError} />
      <Tabs
        items={[
          {
            key: 'individual',
            label: t('rounds.form.individual'),
            children: (
              <RoundProductsTable
                products={products?.items ?? []}
                selected={draft.selected}
                expanded={draft.expanded}
                onChoose={draft.choose}
                onChange={draft.change}
                onToggleBreaks={draft.toggleBreaks}
              />
            ),
          },
          { key: 'bulk', label: t('rounds.form.bulk'), children: <RoundImport {...csv} /> },
        ]}
      />
    </Modal>
  );
}
