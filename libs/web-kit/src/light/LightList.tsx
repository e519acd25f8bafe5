import type { ReactNode } from 'react';
import { ActionList } from './LightCard';
import { useLightStyles } from './light-styles';

/** A list that looks like antd's `List` of items with a title and a description. */
export function LightList({ children }: { children: ReactNode }) {
  useLightStyles();
  return <ul className="mk-list">{children}</ul>;
}

/** One row: its title and description, then what it is worth (`extra`) and its buttons (`actions`). */
export function LightListItem({
  title,
  description,
  extra,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode[];
}) {
  return (
    <li className="mk-list-item">
      <div className="mk-list-meta">
        <div className="mk-list-title">{title}</div>
        {description !== undefined && <div className="mk-list-description">{description}</div>}
      </div>
      {extra !== undefined && <div className="mk-list-extra">{extra}</div>}
      <ActionList className="mk-list-actions" actions={actions} />
    </li>
  );
}

/**
 * Nothing to list yet, as antd's `Empty` (its simple picture): a line of text, and what to do next
 * (`children`, e.g. a button).
 */
export function LightEmpty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  useLightStyles();
  return (
    <div className="mk-empty">
      <svg className="mk-empty-image" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <div className="mk-empty-description">{description}</div>
      {children && <div className="mk-empty-footer">{children}</div>}
    </div>
  );
}

/** A warning across the page, as antd's `Alert` with an icon, a title and a description. */
export function LightAlert({
  title,
  description,
  icon,
  'data-testid': testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  'data-testid'?: string;
}) {
  useLightStyles();
  return (
    <div className="mk-alert mk-alert-warning" role="alert" data-testid={testId}>
      {icon && <span className="mk-alert-icon">{icon}</span>}
      <div>
        <div className="mk-alert-title">{title}</div>
        {description && <div className="mk-alert-description">{description}</div>}
      </div>
    </div>
  );
}

/** A page's title and the line beneath it, as the antd pages' header draws them. */
export function PageTitle({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  useLightStyles();
  return (
    <div>
      <h2 className="mk-page-title">{title}</h2>
      {subtitle && <span className="mk-secondary">{subtitle}</span>}
    </div>
  );
}

/** A thin progress bar with its percentage, as antd's small `Progress` line. */
export function LightProgress({ percent, label }: { percent: number; label: string }) {
  useLightStyles();
  const shown = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="mk-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
    >
      <div className="mk-progress-trail">
        <div
          className={`mk-progress-bar${shown === 100 ? ' mk-progress-done' : ''}`}
          style={{ width: `${shown}%` }}
        />
      </div>
      <span className="mk-progress-text">{shown}%</span>
    </div>
  );
}
