import type { CSSProperties } from 'react';

/** antd's default Avatar (32 px, white on a translucent grey, round), drawn without antd. */
const AVATAR_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  boxSizing: 'border-box',
  width: 32,
  height: 32,
  border: '1px solid transparent',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.25)',
  color: '#fff',
  fontSize: 14,
  lineHeight: '30px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
};

/** A person's round avatar showing a letter (their initial). */
export function InitialAvatar({ initial }: { initial: string }) {
  return <span style={AVATAR_STYLE}>{initial}</span>;
}
