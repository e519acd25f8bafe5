import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** The page's main action, at the title's right (below it on a narrow screen). */
  extra?: ReactNode;
  /** A list page's main action, adding to the list: a primary "+" button (instead of `extra`). */
  add?: { label: string; testId: string; onClick: () => void };
}

/**
 * The title and subtitle every page of the role areas opens with, and the page's main action.
 * Its own entry point (`@marketplace/web-kit/page-header`): it brings antd's Typography, which the
 * kit's index must not.
 */
export function PageHeader({ title, subtitle, extra, add }: PageHeaderProps) {
  const heading = (
    <div>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
    </div>
  );
  const action = add ? (
    <Button type="primary" icon={<PlusOutlined />} data-testid={add.testId} onClick={add.onClick}>
      {add.label}
    </Button>
  ) : (
    extra
  );
  if (action === undefined || action === null) return heading;
  return (
    <Flex justify="space-between" align="center" wrap gap="middle">
      {heading}
      {action}
    </Flex>
  );
}
