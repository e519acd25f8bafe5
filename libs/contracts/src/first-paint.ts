/**
 * The sign-in page painted from the HTML itself, before any script file arrives (issue 7: /auth on a
 * slow phone). The shell's production build renders `/auth` in each language into `<template>`s of
 * index.html (webpack/prerender-plugin.js); the inline script below, run while the HTML is parsed,
 * copies the visitor's language into the container on `/auth` only; the app removes it when its own
 * page renders (shell/src/pages/prerendered-auth.ts).
 *
 * The script is the one inline script of the site: the edge allows exactly this text in its
 * Content-Security-Policy by hash (services/edge/src/security.ts), so it lives here, shared by both.
 * It picks the language as `pickLanguage` (libs/i18n) does: stored choice, else Portuguese for a
 * `pt…` browser language, else English — a spec checks they agree.
 */

/** The element the prerendered page is copied into (before the app's `#root`). */
export const PRERENDER_CONTAINER_ID = 'prerendered-auth';
/** The template holding the prerendered page in `language`. */
export const prerenderTemplateId = (language: string) => `${PRERENDER_CONTAINER_ID}-${language}`;

export const FIRST_PAINT_SCRIPT =
  '(function(){' +
  'if(!/^\\/auth\\/?$/.test(location.pathname))return;' +
  "var s=null;try{s=localStorage.getItem('marketplace.language')}catch(e){}" +
  "var l=s==='en'||s==='pt'?s:/^pt/i.test(navigator.language||'')?'pt':'en';" +
  "var t=document.getElementById('prerendered-auth-'+l),c=document.getElementById('prerendered-auth');" +
  "if(t&&c){document.documentElement.lang=l==='pt'?'pt-BR':'en';c.appendChild(t.content.cloneNode(true))}" +
  '})();';
