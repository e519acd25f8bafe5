/**
 * Attaches antd's stylesheet computed at build time (webpack/antd-styles-plugin.js names it in
 * the shell's index.html's `<meta name="antd-styles">`) and resolves once it has loaded. Part of
 * loading antd's configuration (antd-scope.ts), so it comes before antd's first render: antd reads
 * the sheet's map then, and every style found there is neither computed nor inserted again. A page
 * that renders no antd does not download it. Without the meta (development, a remote running
 * alone) or if the sheet fails, antd computes its styles at run time as before.
 */
let attached: Promise<void> | null = null;

export function attachAntdStyles(): Promise<void> {
  attached ??= new Promise<void>((resolve) => {
    // On the server (a first view): the edge links the sheet in the page it sends.
    if (typeof document === 'undefined') {
      resolve();
      return;
    }
    const href = document.querySelector<HTMLMetaElement>('meta[name="antd-styles"]')?.content;
    // No sheet, or linked already by the page the server drew.
    const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href,
    );
    if (!href || linked) {
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
