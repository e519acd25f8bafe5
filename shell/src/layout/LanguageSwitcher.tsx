import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@marketplace/contracts';
import { currentLanguage, setLanguage, SUPPORTED_LANGUAGES } from '@marketplace/i18n';

/** English / Português; the choice is stored (spec §9) and reaches every remote at once. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  useTranslation(); // re-render on language change
  return (
    <Select<Language>
      value={currentLanguage()}
      onChange={(lng) => void setLanguage(lng)}
      aria-label={t('languages.label')}
      data-testid="language-switcher"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      variant="borderless"
      options={SUPPORTED_LANGUAGES.map((lng) => ({
        value: lng,
        label: <span data-testid={`language-${lng}`}>{t(`languages.${lng}`)}</span>,
      }))}
    />
  );
}
