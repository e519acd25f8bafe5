import type { ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useLightStyles } from './light-styles';
import { SvgIcon } from './SvgIcon';

/** A page's message in place of its content (nothing found, nothing yet), as antd's info Result. */
export function Notice({
  title,
  text,
  'data-testid': testId,
}: {
  title: ReactNode;
  text?: ReactNode;
  'data-testid'?: string;
}) {
  useLightStyles();
  return (
    <div className="mk-notice" data-testid={testId}>
      <div className="mk-notice-icon">
        <SvgIcon icon={ExclamationCircleFilled} />
      </div>
      <h3 className="mk-notice-title">{title}</h3>
      {text && <div className="mk-notice-text">{text}</div>}
    </div>
  );
}
