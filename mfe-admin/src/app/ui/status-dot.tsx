import type { HTMLAttributes } from 'react';

/** antd's status colours a dot can take (Badge `status`). */
const DOT_COLORS = { warning: '#faad14', default: 'rgba(0, 0, 0, 0.25)' } as const;

export interface StatusDotProps extends HTMLAttributes<HTMLSpanElement> {
  status: keyof typeof DOT_COLORS;
  text: string;
  'data-testid'?: string;
}

/** antd's status Badge (a coloured dot before a text), drawn without antd. */
export function StatusDot({ status, text, style, ...rest }: StatusDotProps) {
  return (
    <span {...rest} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, ...style }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 6,
          height: 6,
          borderRadius: '50%',
          background: DOT_COLORS[status],
        }}
      />
      <span>{text}</span>
    </span>
  );
}
