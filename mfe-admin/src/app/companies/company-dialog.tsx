import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../api/admin-api';
import { CompanyFields } from './company-fields';
import { canSaveCompany, companyBody, companyFormValues, type CompanyFormValues } from './company-form';

/** Add Company (company null) and Edit Company dialogs (spec §2.6, §5). */
export function CompanyDialog({
  open,
  company,
  onClose,
}: {
  open: boolean;
  company: AdminCompany | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const [form] = Form.useForm<CompanyFormValues>();
  const values = Form.useWatch([], form) as Partial<CompanyFormValues> | undefined;
  const [create, creating] = useCreateCompanyMutation();
  const [update, updating] = useUpdateCompanyMutation();

  useEffect(() => {
    if (open) form.setFieldsValue(companyFormValues(company));
  }, [open, company, form]);

  async function save() {
    const body = companyBody({ ...companyFormValues(null), ...form.getFieldsValue() });
    if (company) {
      const result = await update({ id: company.id, body });
      if ('error' in result) return failure('admin:companies.updateFailed', result.error);
      notification.success({ message: t('companies.updated') });
    } else {
      const result = await create(body);
      if ('error' in result) return failure('admin:companies.createFailed', result.error);
      notification.success({ message: t('companies.created') });
    }
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t(company ? 'companies.form.editTitle' : 'companies.form.createTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t(company ? 'common.save' : 'companies.form.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{
        disabled: !canSaveCompany(values ?? {}),
        loading: creating.isLoading || updating.isLoading,
        ...{ 'data-testid': 'company-save' },
      }}
      destroyOnClose
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="company-form"
        initialValues={companyFormValues(company)}
      >
        <CompanyFields />
      </Form>
    </Modal>
  );
}
