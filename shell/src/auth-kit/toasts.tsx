import { ConfigProvider, notification } from 'antd';
import { theme } from '@marketplace/web-kit';

// Loaded only when /auth has something to say: antd's notifications (the spec's toasts, the
// same look as everywhere else) without antd in the sign-in page's first load.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});

export function showToast(kind: 'success' | 'error', message: string, description: string): void {
  notification[kind]({ message, description });
}
