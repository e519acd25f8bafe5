import type { ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
// Through the package: this entry point is bundled into each remote's own build, and the light
// widgets' stylesheet must be attached once, by the shared kit.
import { LightButton, PageTitle, SvgIcon } from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';
import { PAGE_HEADER_CSS } from '../style/list-styles';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** The page's main action, at the title's right (below it on a narrow screen). */
  extra?: ReactNode;
  /** A list page's main action, adding to the list: a primary "+" button (instead of `extra`). */
  add?: { label: string; testId: string; onClick: () => void };
}

/**
 * The title and subtitle every page of the role areas opens with, and the page's main action,
 * drawn with the kit's light widgets: no antd code comes with it.
 */
export function PageHeader({ title, subtitle, extra, add }: PageHeaderProps) {
  attachStyles('page-header', PAGE_HEADER_CSS);
  const heading = <PageTitle title={title} subtitle={subtitle} />;
  const action = add ? (
    <LightButton
      variant="primary"
      icon={<SvgIcon icon={PlusOutlined} />}
      data-testid={add.testId}
      onClick={add.onClick}
    >
      {add.label}
    </LightButton>
  ) : (
    extra
  );
  if (action === undefined || action === null) return heading;
  return (
    <div className="mk-page-header">
      {heading}
      {action}
    </div>
  );
}
