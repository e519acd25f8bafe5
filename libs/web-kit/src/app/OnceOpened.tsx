import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dialog whose code loads when it is first opened (a `lazyPage`): nothing until `open` is first
 * true, then its children for good (kept mounted, so it closes with its animation and opens again
 * at once), inside a Suspense boundary of its own, so the page around it stays on screen while the
 * dialog's code arrives.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
