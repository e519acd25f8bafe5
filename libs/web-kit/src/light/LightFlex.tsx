import type { CSSProperties, HTMLAttributes } from 'react';
import { useLightStyles } from './light-styles';

/** antd's gap sizes, or pixels. */
type Gap = 'small' | 'middle' | 'large' | number;
const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface LightFlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: Gap;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  'data-testid'?: string;
}

/** antd's `Flex`, without antd: a row (or a column) of boxes with a gap. */
export function LightFlex({ vertical, gap, align, justify, wrap, style, ...rest }: LightFlexProps) {
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        gap: typeof gap === 'string' ? GAPS[gap] : gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    />
  );
}

export interface LightTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** antd's text types: secondary (description) or warning, in colours that meet WCAG AA. */
  type?: 'secondary' | 'warning';
  strong?: boolean;
  /** Struck through (a price no longer paid, a line released). */
  delete?: boolean;
  'data-testid'?: string;
}

/** antd's `Typography.Text`, without antd. */
export function LightText({ type, strong, delete: struck, className, children, ...rest }: LightTextProps) {
  useLightStyles();
  const classes = [type && `mk-${type}`, strong && 'mk-strong', className].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes || undefined}>
      {struck ? <del>{children}</del> : children}
    </span>
  );
}
