import type { ReactNode } from 'react';
import { Card, Statistic } from 'antd';

export function StatCard({
  title,
  value,
  icon,
  testId,
}: {
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <Statistic title={title} valueRender={() => value} prefix={icon} />
    </Card>
  );
}
