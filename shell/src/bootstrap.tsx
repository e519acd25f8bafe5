import { createRoot } from 'react-dom/client';
import { timeZoneCookie } from '@marketplace/contracts/cookies';
import { initI18n } from '@marketplace/i18n';
import { App } from './app/App';
import { sessionController } from './session/sessionController';

// Only what every route needs runs here: i18n, the session, the router. single-spa and the
// Module Federation remotes load with the signed-in routes (remotes/registry.ts), antd with the
// pages that render it.
// The browser's time zone, for the pages the server draws: their dates as this browser reads them.
document.cookie = timeZoneCookie(Intl.DateTimeFormat().resolvedOptions().timeZone);

void initI18n().then(() => {
  void sessionController.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App />);
});
