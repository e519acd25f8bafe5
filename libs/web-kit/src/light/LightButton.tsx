import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useLightStyles } from './light-styles';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** antd's button types: filled, outlined, or text only. */
  variant?: 'primary' | 'default' | 'text';
  icon?: ReactNode;
  /** A spinner in place of the icon, and no clicks, while an action runs. */
  loading?: boolean;
  danger?: boolean;
  /** The whole width of its container. */
  block?: boolean;
  /** antd's small button (24 px high): a table row's actions. */
  size?: 'small' | 'middle';
}

/** A button that looks like antd's, without antd. Takes a ref (for a tooltip around it). */
export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  {
    variant = 'default',
    icon,
    loading = false,
    danger = false,
    block = false,
    size = 'middle',
    className,
    children,
    disabled,
    ...rest
  },
  ref,
) {
  useLightStyles();
  const hasText = children !== null && children !== undefined && children !== false;
  const classes = ['mk-btn', `mk-btn-${variant}`];
  if (danger) classes.push('mk-btn-danger');
  if (block) classes.push('mk-btn-block');
  if (size === 'small') classes.push('mk-btn-sm');
  if (!hasText) classes.push('mk-btn-icon-only');
  if (className) classes.push(className);
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="mk-spinner" aria-hidden="true" /> : icon}
      {hasText && <span>{children}</span>}
    </button>
  );
});
