import { createContext } from 'react';

/**
 * What a render on the server (the signed-in layout's first view: shell/src/server/first-view.tsx)
 * knows that the browser reads from its page. Null in the browser.
 */
export interface ServerRender {
  /** The request's cookies of the interface (the sidebar's, the language's), for `document.cookie`. */
  uiCookies: string;
  /** The area's page, in the container RemoteOutlet draws in its host (remotes/server-area.ts). */
  areaHtml: string;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
