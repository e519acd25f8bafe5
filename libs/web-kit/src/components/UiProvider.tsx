import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
// The CommonJS locale entry points keep this module loadable in node-based jest specs.
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import { useTranslation } from 'react-i18next';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5eff',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * antd configuration (theme, antd's own texts in the current language) and the antd `App`
 * context for `App.useApp()` toasts. React context does not cross React roots, so the shell and
 * every remote root wrap their tree in this.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'pt' ? ptBR : enUS;
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
