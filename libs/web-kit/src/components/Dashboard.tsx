import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography, type ColProps } from 'antd';

export interface StatFigure {
  key: string;
  title: string;
  value: string | number;
  icon: ReactNode;
  testId?: string;
  /** A line beneath the figure saying what it counts. */
  note?: ReactNode;
}

/*
 * The parts every role's dashboard is made of. Their own entry point (`@marketplace/web-kit/dashboard`):
 * they bring antd's Statistic, which the kit's index must not.
 */

/**
 * The row of figure cards a dashboard opens with: each card a title, an icon and a value, laid
 * out by `col` (how many to a row at each width).
 */
export function StatCards({
  figures,
  col,
  loading,
  asGiven,
}: {
  figures: StatFigure[];
  col: ColProps;
  /** Cards drawn as placeholders until the figures arrive. */
  loading?: boolean;
  /** Values drawn as given, without the digit groups antd's Statistic puts into numbers. */
  asGiven?: boolean;
}) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ key, title, value, icon, testId, note }) => (
        <Col key={key} {...col}>
          <Card data-testid={testId}>
            <Statistic
              title={title}
              {...(asGiven ? { valueRender: () => value } : { value })}
              prefix={icon}
              loading={loading}
            />
            {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** One of a dashboard's panels (its lists of rounds, orders, pending work): half the width from `lg`. */
export function DashboardPanel({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Col xs={24} lg={12}>
      <Card title={title} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}
