import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
// The CommonJS locale entry points keep this module loadable in node-based jest specs.
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import { useTranslation } from 'react-i18next';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { BRAND_COLOR } from '../style/brand';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * antd configuration (theme, antd's own texts in the current language) and `useFeedback()` for
 * toasts and confirmations. React context does not cross React roots, so the shell and every
 * remote root wrap their tree in this.
 *
 * Not antd's `App`: it renders its message, notification and modal holders at once, which puts
 * their code on every page's first load. `FeedbackProvider` gives the same APIs and loads them
 * later; the wrapper below gives the text style `App`'s element gave.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'pt' ? ptBR : enUS;
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <TextStyle>
        <FeedbackProvider>{children}</FeedbackProvider>
      </TextStyle>
    </ConfigProvider>
  );
}

/** The theme's text colour, size, line height and font for what it wraps (as antd's `App` sets). */
function TextStyle({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
