import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES } from '@marketplace/contracts/constants';

/** Add and Edit Company's fields, inside the dialog's form (the values it reads by name, `CompanyFormValues`). */
export function CompanyFields() {
  const { t } = useTranslation('admin');
  return (
    <>
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
    </>
  );
}
