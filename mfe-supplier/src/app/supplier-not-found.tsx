import { Button, Result } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** An unknown path inside /supplier: stays inside the area (the shell's 404 is for unknown areas). */
export function SupplierNotFound() {
  const { t } = useTranslation('supplier');
  const navigate = useNavigate();
  return (
    <Result
      icon={<QuestionCircleOutlined />}
      data-testid="area-not-found"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
