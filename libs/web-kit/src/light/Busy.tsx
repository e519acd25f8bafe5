import type { ReactNode } from 'react';
import { useLightStyles } from './light-styles';

/** antd's spinner: a ring turning, decoration only (say what is loading with `aria-busy`). */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  useLightStyles();
  return <span className={`mk-spinner${size === 'large' ? ' mk-spinner-large' : ''}`} aria-hidden="true" />;
}

/** Its content, under a veil with a spinner while `busy` (antd's `Spin spinning`). */
export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  useLightStyles();
  return (
    <div className="mk-busy" aria-busy={busy || undefined}>
      {children}
      {busy && (
        <div className="mk-busy-overlay">
          <Spinner />
        </div>
      )}
    </div>
  );
}
