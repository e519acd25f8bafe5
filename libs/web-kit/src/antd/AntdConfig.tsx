import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The CommonJS locale entry points keep this module loadable in node-based jest specs.
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import { useTranslation } from 'react-i18next';
import { AntdConfiguredContext } from './antd-scope';
import { theme } from './theme';

/** antd's theme and its own texts in the current language, for the antd below. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // The translator's own language: a server's per-request translator has no resolvedLanguage of its own.
  const locale = i18n.language?.startsWith('pt') ? ptBR : enUS;
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntdConfiguredContext.Provider value>{children}</AntdConfiguredContext.Provider>
    </ConfigProvider>
  );
}
