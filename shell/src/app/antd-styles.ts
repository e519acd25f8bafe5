/**
 * Attaches antd's stylesheet computed at build time (webpack/antd-styles-plugin.js names it in
 * index.html's `<meta name="antd-styles">`) and resolves once it has loaded. Called by the routes
 * that render antd before their code renders: antd reads the sheet's map at its first render, and
 * every style found there is neither computed nor inserted again. Without the meta (development)
 * or if the sheet fails, antd computes its styles at run time as before.
 */
let attached: Promise<void> | null = null;

export function attachAntdStyles(): Promise<void> {
  attached ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>('meta[name="antd-styles"]')?.content;
    if (!href) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // First in <head>: the shell's own CSS (and antd's run-time styles) keep precedence over it.
    document.head.prepend(link);
  });
  return attached;
}
