import { Button, Result } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * An unknown path inside a role area: stays inside the area (the shell's 404 is for unknown
 * areas). Texts come from the area's namespace (`notFound.title|text|back`).
 */
export function AreaNotFound({ namespace }: { namespace: 'buyer' | 'supplier' | 'admin' }) {
  const { t } = useTranslation(namespace);
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
