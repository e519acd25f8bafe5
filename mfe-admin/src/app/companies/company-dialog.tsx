import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import { COMPANY_TYPES } from '@marketplace/contracts/constants';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../api/admin-api';
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
        <Form.Item name="name" label={t('companies.form.name')} required>
          <Input data-testid="company-name" maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="type" label={t('companies.form.type')}>
          <Select
            data-testid="company-type"
            options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`companies.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="country" label={t('companies.form.country')}>
          <Input data-testid="company-country" maxLength={100} />
        </Form.Item>
        <Form.Item name="address" label={t('companies.form.address')}>
          <Input data-testid="company-address" maxLength={300} />
        </Form.Item>
        <Form.Item name="phone" label={t('companies.form.phone')}>
          <Input data-testid="company-phone" maxLength={40} />
        </Form.Item>
        {/* A supplier's too: it is the seller's tax number on every proforma invoice. */}
        <Form.Item name="taxNumber" label={t('companies.form.taxNumber')}>
          <Input data-testid="company-tax-number" maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
