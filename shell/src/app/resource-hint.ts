/**
 * `<link rel="preload|prefetch">` for a file of the app: downloaded ahead, run by whoever asks for
 * it later. `as` (from the file's extension) lets the browser match that later request to this
 * download.
 */
export function addResourceHint(rel: 'preload' | 'prefetch', href: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.as = href.endsWith('.css') ? 'style' : 'script';
  link.href = href;
  doc.head.appendChild(link);
}
