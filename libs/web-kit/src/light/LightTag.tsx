import type { HTMLAttributes, ReactNode } from 'react';
import { useLightStyles } from './light-styles';

/**
 * antd's preset colours the light stylesheet draws (light-styles.ts), and antd's status colours
 * drawn as the preset of their hue; any other draws as `default`.
 */
const LIGHT_TAG_COLORS: Record<string, string> = {
  blue: 'blue',
  gold: 'gold',
  green: 'green',
  red: 'red',
  purple: 'purple',
  processing: 'blue',
  warning: 'gold',
  success: 'green',
  error: 'red',
};

export interface LightTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** An antd colour, as `statusColor` gives it: blue, gold, green, red, purple, a status colour, or default. */
  color?: string;
  icon?: ReactNode;
}

/** A tag that looks like antd's. */
export function LightTag({ color = 'default', icon, children, className, ...rest }: LightTagProps) {
  useLightStyles();
  return (
    <span
      {...rest}
      className={`mk-tag${color in LIGHT_TAG_COLORS ? ` mk-tag-${LIGHT_TAG_COLORS[color]}` : ''}${className ? ` ${className}` : ''}`}
    >
      {icon}
      {children !== undefined && <span>{children}</span>}
    </span>
  );
}
