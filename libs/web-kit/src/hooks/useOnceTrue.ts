import { useState } from 'react';

/**
 * True from the first render at which `value` is true, for good: a dialog whose code loads when
 * first opened (lazyPage) stays mounted once it has been, so it closes with its animation and
 * opens again at once.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
