import type { HTMLAttributes, ReactNode } from 'react';
import { useLightStyles } from './light-styles';

export interface LightTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** antd's preset colours that the product uses. */
  color?: 'default' | 'blue';
  icon?: ReactNode;
}

/** A tag that looks like antd's. */
export function LightTag({ color = 'default', icon, children, className, ...rest }: LightTagProps) {
  useLightStyles();
  return (
    <span
      {...rest}
      className={`mk-tag${color === 'blue' ? ' mk-tag-blue' : ''}${className ? ` ${className}` : ''}`}
    >
      {icon}
      {children !== undefined && <span>{children}</span>}
    </span>
  );
}
