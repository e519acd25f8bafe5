import type { CSSProperties, ReactNode } from 'react';
import { LightCard } from '../light/LightCard';
import { useLightStyles } from '../light/light-styles';

export interface StatFigure {
  key: string;
  title: string;
  value: string | number;
  icon: ReactNode;
  testId?: string;
  /** A line beneath the figure saying what it counts. */
  note?: ReactNode;
}

/** How many of the 24 columns of a row one card takes at each of antd's widths (xs <576, sm, md, lg, xl ≥1200 px). */
export type StatColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/*
 * The parts every role's dashboard is made of, drawn with the light widgets (antd's look, none of
 * its code): a dashboard is the page a person lands on, so it loads no antd (~165 KiB gzip and its
 * style engine; tests/load/README.md). Its own entry point (`@marketplace/web-kit/dashboard`).
 */

/** antd's Statistic: a number's digits in groups of three (1,234.5); text as it is. */
export function statValueText(value: string | number): string {
  if (typeof value !== 'number') return value;
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The row of figure cards a dashboard opens with: each card a title, an icon and a value, laid
 * out by `col` (how many columns of 24 a card takes at each width).
 */
export function StatCards({
  figures,
  col,
  loading,
  asGiven,
}: {
  figures: StatFigure[];
  col: StatColumns;
  /** Cards drawn as placeholders until the figures arrive. */
  loading?: boolean;
  /** Values drawn as given, without the digit groups put into numbers. */
  asGiven?: boolean;
}) {
  useLightStyles();
  // Cards per row at each width, read by the stylesheet's `.mk-stats` (light-styles.ts).
  const perRow = Object.fromEntries(
    Object.entries(col).map(([width, span]) => [`--mk-${width}`, Math.max(1, Math.round(24 / span))]),
  ) as CSSProperties;
  return (
    <div className="mk-stats" style={perRow}>
      {figures.map(({ key, title, value, icon, testId, note }) => (
        <LightCard key={key} data-testid={testId}>
          <div className="mk-stat-title">{title}</div>
          {loading ? (
            <div className="mk-skeleton" aria-busy="true" />
          ) : (
            <div className="mk-stat-value">
              {icon}
              <span>{asGiven ? value : statValueText(value)}</span>
            </div>
          )}
          {note && <div className="mk-stat-note">{note}</div>}
        </LightCard>
      ))}
    </div>
  );
}

/** A dashboard's panels (its lists of rounds, orders, pending work): side by side from 992 px. */
export function DashboardPanels({ children }: { children: ReactNode }) {
  useLightStyles();
  return <div className="mk-panels">{children}</div>;
}

/** One of a dashboard's panels, inside `DashboardPanels`. */
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
    <LightCard title={title} data-testid={testId}>
      {children}
    </LightCard>
  );
}
