import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Stand-in for a screen that is routed but not built yet. */
export function PagePlaceholder({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="page-placeholder">
      <Result
        icon={<ToolOutlined />}
        title={title ?? t('placeholder.title')}
        subTitle={title ? t('placeholder.title') : t('placeholder.text')}
      />
    </div>
  );
}
