import type { ReactNode } from 'react';
import type { Store } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Language } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { LightUiProvider } from '../app/LightUiProvider';

/**
 * For specs that render components as markup (they run in Node, without a DOM): the text a reader
 * sees, in order, tags removed, entities decoded and white space folded.
 */
export function markupText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The markup of each element with `data-testid="<testId>"`, up to the next one (the last, to the
 * end): one part per card of a list, so that each card's text is read on its own.
 */
export function markupParts(markup: string, testId: string): string[] {
  return markup
    .split(`data-testid="${testId}"`)
    .slice(1)
    .map((part) => `<x ${part}`);
}

/** A component's markup in a language, with the area's store when it reads one. */
export async function renderMarkup(language: Language, node: ReactNode, store?: Store): Promise<string> {
  const translated = (
    <I18nextProvider i18n={await translatorIn(language)}>
      <LightUiProvider>{node}</LightUiProvider>
    </I18nextProvider>
  );
  return renderToStaticMarkup(store ? <Provider store={store}>{translated}</Provider> : translated);
}
