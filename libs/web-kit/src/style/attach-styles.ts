/**
 * Puts a widget family's stylesheet into the page, once, before the first of its widgets paints.
 * Not a stylesheet file of the shell's: the widgets render the same in a remote running alone.
 * Looked up in the page rather than remembered by this module: files imported by path are bundled
 * into each remote, each with its own copy of this module. Does nothing on the server.
 */
export function attachStyles(name: string, css: string): void {
  if (typeof document === 'undefined' || document.head.querySelector(`style[data-mk="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.mk = name;
  style.textContent = css;
  document.head.appendChild(style);
}
