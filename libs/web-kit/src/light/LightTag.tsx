import type { HTMLAttributes, ReactNode } from 'react';
import { useLightStyles } from './light-styles';

/** antd's preset colours the light stylesheet draws (light-styles.ts); any other draws as `default`. */
const LIGHT_TAG_COLORS = new Set(['blue', 'gold', 'green', 'red', 'purple']);

export interface LightTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** An antd preset colour, as `statusColor` gives it: blue, gold, green, red, purple or default. */
  color?: string;
  icon?: ReactNode;
}

/** A tag that looks like antd's. */
export function LightTag({ color = 'default', icon, children, className, ...rest }: LightTagProps) {
  useLightStyles();
  return (
    <span
      {...rest}
      className={`mk-tag${LIGHT_TAG_COLORS.has(color) ? ` mk-tag-${color}` : ''}${className ? ` ${className}` : ''}`}
    >
      {icon}
      {children !== undefined && <span>{children}</span>}
    </span>
  );
}
