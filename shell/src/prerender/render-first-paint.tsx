/**
 * Build time only (webpack/prerender-plugin.js bundles this for Node): the pages index.html paints
 * before any script file arrives, as static HTML in each language, as the app first renders them
 * (session still loading): the sign-in page, and the welcome a role area shows while it loads.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/contracts';
import {
  FIRST_PAINT_SCRIPT,
  PRERENDER_CONTAINER_ID,
  EARLY_LOAD_SCRIPT,
  prerenderTemplateId,
  type PrerenderedPage,
} from '@marketplace/contracts/first-paint';
import { i18n, initI18n, SUPPORTED_LANGUAGES } from '@marketplace/i18n';
import { inert } from '@marketplace/web-kit/server';
import { AuthPage } from '../pages/AuthPage';
import { WelcomeLoading } from '../pages/WelcomeLoading';

/** Each painted page as the app renders it at its address. */
const PAGES: Record<PrerenderedPage, { path: string; render: () => ReactElement }> = {
  auth: { path: '/auth', render: () => <AuthPage /> },
  welcome: { path: '/', render: () => <WelcomeLoading /> },
};

async function renderIn(page: PrerenderedPage, language: Language): Promise<string> {
  await initI18n({ language });
  await i18n.changeLanguage(language);
  return inert(
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[PAGES[page].path]}>{PAGES[page].render()}</MemoryRouter>,
    ),
  );
}

/** The HTML that goes before `<div id="root">`: the container, one template per page and language, the script. */
export async function prerenderedPagesHtml(): Promise<string> {
  const templates: string[] = [];
  for (const page of Object.keys(PAGES) as PrerenderedPage[])
    for (const language of SUPPORTED_LANGUAGES)
      templates.push(
        `<template id="${prerenderTemplateId(page, language)}">${await renderIn(page, language)}</template>`,
      );
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
