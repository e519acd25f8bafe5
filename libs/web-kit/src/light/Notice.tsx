import type { ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useLightStyles } from './light-styles';
import { SvgIcon } from './SvgIcon';

/**
 * A page's message in place of its content (nothing found, nothing yet), as antd's info Result;
 * `warning`: something the user has to see to first (as antd's warning Result).
 */
export function Notice({
  title,
  text,
  icon = ExclamationCircleFilled,
  tone = 'info',
  'data-testid': testId,
}: {
  title: ReactNode;
  text?: ReactNode;
  icon?: IconDefinition;
  tone?: 'info' | 'warning';
  'data-testid'?: string;
}) {
  useLightStyles();
  return (
    <div className="mk-notice" data-testid={testId}>
      <div className={`mk-notice-icon${tone === 'warning' ? ' mk-notice-warning' : ''}`}>
        <SvgIcon icon={icon} />
      </div>
      <h3 className="mk-notice-title">{title}</h3>
      {text && <div className="mk-notice-text">{text}</div>}
    </div>
  );
}
