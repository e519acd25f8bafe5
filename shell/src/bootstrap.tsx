import { createRoot, hydrateRoot } from 'react-dom/client';
import { timeZoneCookie } from '@marketplace/contracts/cookies';
import { remoteAtPath } from '@marketplace/contracts/remotes';
import { SERVER_VIEW_ATTRIBUTE } from '@marketplace/contracts/server-view';
import { initI18n } from '@marketplace/i18n';
import { sessionStore } from '@marketplace/web-kit/core';
import { App } from './app/App';
import { createRouter, routerReady } from './app/router';
import { runAreaCode } from './app/start-area';
import { sessionController } from './session/sessionController';

// Only what every route needs runs here: i18n, the session, the router. single-spa and the
// Module Federation remotes load with the signed-in routes (remotes/registry.ts), antd with the
// pages that render it.
// The browser's time zone, for the pages the server draws: their dates as this browser reads them.
document.cookie = timeZoneCookie(Intl.DateTimeFormat().resolvedOptions().timeZone);

void initI18n().then(async () => {
  const session = sessionController.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const router = createRouter();
  if (!container.hasAttribute(SERVER_VIEW_ATTRIBUTE)) {
    createRoot(container).render(<App router={router} />);
    return;
  }
  // The server drew the signed-in layout (libs/contracts/src/server-view.ts): the app hydrates it
  // once its first render is the same, with the profile read (the edge handed it over with the
  // page) and the layout's route code here; and after the area's code has run, which starts its
  // page's downloads (antd, on most pages): hydrating first held them back, and the page was
  // usable later (/supplier/rounds 8.5 -> 10.2 s throttled, tests/load/README.md).
  const area = remoteAtPath(window.location.pathname);
  await Promise.all([session, routerReady(router), area ? runAreaCode(area.name) : null]);
  if (sessionStore.getSnapshot().status === 'signed-in') {
    hydrateRoot(container, <App router={router} />);
    return;
  }
  // Signed out meanwhile: the app draws where that leads.
  container.replaceChildren();
  createRoot(container).render(<App router={router} />);
});
