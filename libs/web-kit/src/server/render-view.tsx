/**
 * Rendering a page on the server, for the first view of a signed-in page (libs/contracts/src/
 * server-view.ts). Node only: imported by the apps' server view modules, never by browser code
 * (it is not in the kit's index).
 */
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { LIGHT_WIDGETS_CSS } from '../light/light-styles';
import { PAGER_CSS } from '../light/Pager';

/**
 * What the app renders, made inert for a copy painted before the app's code has run and replaced
 * by the app's own (the signed-in layout around a server-rendered page): no test ids
 * (the browser tests must find the app's own elements, never a copy) and no submit button (a click
 * before the app's code has arrived must not send a form as a GET with its fields in the URL).
 */
export function inert(markup: string): string {
  return markup.replace(/ data-testid="[^"]*"/g, '').replace(/ type="submit"/g, ' type="button"');
}

/**
 * `element` as HTML once everything inside has resolved: lazy pages' code and Suspense boundaries
 * (React's streaming renderer, read to the end only when all is ready, so no fallback is left and
 * no script is needed to swap one). Rejects on a render error or after `timeoutMs`.
 */
export function renderWhenReady(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        stream.pipe(sink);
      },
      onShellError: fail,
      // An error inside a boundary would leave its fallback in the page: no view rather than that.
      onError: fail,
    });
    const timer = setTimeout(() => {
      stream.abort();
      fail(new Error(`server view not ready in ${timeoutMs} ms`));
    }, timeoutMs);
  });
}

/**
 * `element` rendered in `language` (an i18n instance of its own: requests render side by side):
 * a role area's page as the browser hydrates it, so exactly what the app renders (test ids and
 * submit buttons included; the shell's module puts it in an `inert` container until then).
 */
export async function renderInLanguage(
  element: ReactElement,
  language: Language,
  timeoutMs: number,
): Promise<string> {
  const translator = await translatorIn(language);
  return renderWhenReady(<I18nextProvider i18n={translator}>{element}</I18nextProvider>, timeoutMs);
}

/** The light widgets' stylesheet, for a copy painted before the kit's code puts it in the page. */
export const lightWidgetsStyle = (): string => `<style>${LIGHT_WIDGETS_CSS}${PAGER_CSS}</style>`;
