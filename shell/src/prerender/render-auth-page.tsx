/**
 * Build time only (webpack/prerender-plugin.js bundles this for Node): the sign-in page as static
 * HTML in each language, as the app first renders it (session still loading), for index.html.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/contracts';
import {
  FIRST_PAINT_SCRIPT,
  PRERENDER_CONTAINER_ID,
  EARLY_LOAD_SCRIPT,
  prerenderTemplateId,
} from '@marketplace/contracts/src/first-paint';
import { i18n, initI18n, SUPPORTED_LANGUAGES } from '@marketplace/i18n';
import { AuthPage } from '../pages/AuthPage';

/**
 * What the app renders, made inert: no test ids (the browser tests must find the app's own
 * elements, never this copy) and no submit button (a click before the app's code has arrived must
 * not send the form as a GET with the password in the URL).
 */
export function inert(markup: string): string {
  return markup.replace(/ data-testid="[^"]*"/g, '').replace(/ type="submit"/g, ' type="button"');
}

async function renderIn(language: Language): Promise<string> {
  await initI18n({ language });
  await i18n.changeLanguage(language);
  return inert(
    renderToStaticMarkup(
      <MemoryRouter initialEntries={['/auth']}>
        <AuthPage />
      </MemoryRouter>,
    ),
  );
}

/** The HTML that goes before `<div id="root">`: the container, one template per language, the script. */
export async function prerenderedAuthHtml(): Promise<string> {
  const templates: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    templates.push(`<template id="${prerenderTemplateId(language)}">${await renderIn(language)}</template>`);
  }
  return [
    `<div id="${PRERENDER_CONTAINER_ID}"></div>`,
    ...templates,
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
  ].join('\n    ');
}

/** What goes at the end of `<head>` (after the build's list of the signed-in layout's files). */
export function earlyHeadHtml(): string {
  return `<script>${EARLY_LOAD_SCRIPT}</script>`;
}
