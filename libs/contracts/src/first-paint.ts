/**
 * The two inline scripts of index.html (the first load on a slow phone). They are the only
 * inline scripts of the site: the edge allows exactly these texts in its Content-Security-Policy by
 * hash (services/edge/src/security.ts; nginx hashes the built HTML: scripts/deploy/stage-web.mjs),
 * so they live here, shared by both.
 *
 * FIRST_PAINT_SCRIPT — a first page painted from the HTML itself, before any script file arrives.
 * The shell's production build renders, in each language, the sign-in page and the welcome that a
 * role area shows while it loads (spec §2.1: "a welcome and loading text") into `<template>`s of
 * index.html (webpack/prerender-plugin.js); the script, run while the HTML is parsed, copies the
 * one for the address (`/auth`: the sign-in page; a role area's address: the welcome; nothing
 * elsewhere) in the visitor's language into the container; the app removes it when its own first
 * route renders (shell/src/pages/prerendered-page.ts). A page the server has drawn into the app's
 * root (libs/contracts/src/server-view.ts) comes without the container, so nothing is painted over it.
 * It picks the language as `pickLanguage`
 * (libs/i18n) does: stored choice, else Portuguese for a `pt…` browser language, else English — a
 * spec checks they agree.
 *
 * EARLY_LOAD_SCRIPT — at the end of `<head>`, preloads the first route of the kind of address
 * opened, from the lists the build writes into index.html (webpack/preload-plugin.js):
 * - a role area's address (`/buyer…`, `/supplier…`, `/admin…`: bookmarks and links, opened by
 *   people who are signed in): what the signed-in first load waits for, the profile and GET
 *   /remotes.json (kept in EARLY_FETCH_GLOBAL for the API client to take once:
 *   libs/web-kit/src/api/early-read.ts) and the files of the signed-in layout (SIGNED_IN_ASSETS_ID).
 *   Without it each of them starts only after main.js has arrived and run, a round trip and more later.
 * - any other address (a visitor of /auth or /, who may be signed out): the sign-in page's files
 *   (SIGNED_OUT_ASSETS_ID), which a role area's first load never runs.
 */

import firstPaintAssets from './first-paint-assets.json';

/** The addresses of the role areas (a signed-in person's deep links). */
export const ROLE_AREA_PATH = /^\/(?:buyer|supplier|admin)(?:\/|$)/;

/** The element the prerendered page is copied into (before the app's `#root`). */
export const PRERENDER_CONTAINER_ID = 'prerendered-page';
/** The pages painted from index.html: the sign-in page, and a role area's welcome while it loads. */
export const PRERENDERED_PAGES = ['auth', 'welcome'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];
/** The template holding `page` prerendered in `language`. */
export const prerenderTemplateId = (page: PrerenderedPage, language: string) =>
  `prerendered-${page}-${language}`;

export const FIRST_PAINT_SCRIPT =
  '(function(){' +
  `var a=location.pathname,g=/^\\/auth\\/?$/.test(a)?'auth':${ROLE_AREA_PATH}.test(a)?'welcome':'';` +
  'if(!g)return;' +
  "var s=null;try{s=localStorage.getItem('marketplace.language')}catch(e){}" +
  "var l=s==='en'||s==='pt'?s:/^pt/i.test(navigator.language||'')?'pt':'en';" +
  `var t=document.getElementById('prerendered-'+g+'-'+l),c=document.getElementById('${PRERENDER_CONTAINER_ID}');` +
  // Nothing over what is in the container already.
  "if(t&&c&&!c.firstChild){document.documentElement.lang=l==='pt'?'pt-BR':'en';c.appendChild(t.content.cloneNode(true))}" +
  '})();';

/**
 * `<script type="application/json">` of index.html listing the signed-in layout's files, and the
 * one listing the sign-in page's files. In a JSON file because the build writes them
 * (webpack/preload-plugin.js, plain JavaScript, reads the same file).
 */
export const SIGNED_IN_ASSETS_ID: string = firstPaintAssets.signedIn;
export const SIGNED_OUT_ASSETS_ID: string = firstPaintAssets.signedOut;
/**
 * The files, beyond the signed-in layout's, that the sign-in page prefetches once it is idle (antd:
 * the first page after signing in renders it): shell/src/pages/sign-in-prefetch.ts.
 */
export const SIGN_IN_PREFETCH_ASSETS_ID: string = firstPaintAssets.signInPrefetch;
/**
 * What the edge read for a signed-in page, handed to the browser with the page: a
 * `<script type="application/json">` with this id at the start of `<head>`, `{ [url]: body }` of
 * the profile and what the edge knows the shell reads next (GET /remotes.json, the area's
 * `mf-manifest.json`: services/edge/src/server-view.ts). EARLY_LOAD_SCRIPT puts each into
 * EARLY_FETCH_GLOBAL as an answered response, so the app reads none of them again. (The page's
 * own data travels as its router's hydration data: server-view.ts.)
 */
export const SERVER_READS_ID = 'server-reads';

/** Where the early responses wait: `window[EARLY_FETCH_GLOBAL][url]` is a `Promise<Response | null>`. */
export const EARLY_FETCH_GLOBAL = '__marketplaceEarlyFetch';
/** The reads started early (the shell reads them with the same options). */
export const EARLY_FETCHES = {
  profile: '/api/identity/profile/me',
  remotes: '/remotes.json',
} as const;
export const EARLY_LOAD_SCRIPT =
  '(function(){' +
  // Preloads the files listed in the JSON element `id` (none if the build wrote no list).
  'var p=function(id){var a=document.getElementById(id);if(a){try{JSON.parse(a.textContent).forEach(function(u){' +
  "var k=document.createElement('link');k.rel='preload';k.as=/\\.css$/.test(u)?'style':'script';k.href=u;document.head.appendChild(k)" +
  '})}catch(e){}}};' +
  `if(!${ROLE_AREA_PATH}.test(location.pathname)){p('${SIGNED_OUT_ASSETS_ID}');return}` +
  // A failed read is null (no unhandled rejection); the shell then reads again its own way. Each
  // body is read at once into a new Response (`b`): a response whose body nobody reads (a 401
  // while signed out, a read the page never takes) stays open, and the page never goes idle.
  `var f=window.${EARLY_FETCH_GLOBAL}={},j={Accept:'application/json'},n=function(){return null},` +
  'b=function(r){return r.blob().then(function(x){return new Response(x,{status:r.status,statusText:r.statusText,headers:r.headers})})};' +
  // The server's reads (SERVER_READS_ID), answered already: nothing of the first view is read twice.
  // Marked (`s`) and dropped after a minute if nobody took them.
  `try{var d=document.getElementById('${SERVER_READS_ID}');if(d){var o=JSON.parse(d.textContent);for(var u in o){` +
  "var q=Promise.resolve(new Response(JSON.stringify(o[u]),{status:200,headers:{'Content-Type':'application/json'}}));q.s=1;f[u]=q}" +
  'setTimeout(function(){for(var k in f)if(f[k]&&f[k].s)delete f[k]},6e4)}}catch(e){}' +
  `try{f['${EARLY_FETCHES.profile}']=f['${EARLY_FETCHES.profile}']||fetch('${EARLY_FETCHES.profile}',{credentials:'include',headers:j}).then(b).catch(n);` +
  `f['${EARLY_FETCHES.remotes}']=f['${EARLY_FETCHES.remotes}']||fetch('${EARLY_FETCHES.remotes}',{cache:'no-cache',headers:j}).then(b).catch(n)}catch(e){}` +
  `p('${SIGNED_IN_ASSETS_ID}')` +
  '})();';

/** Every inline script of index.html, as the CSP allows them. */
export const INLINE_SCRIPTS = [FIRST_PAINT_SCRIPT, EARLY_LOAD_SCRIPT] as const;
