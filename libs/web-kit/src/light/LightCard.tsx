import type { HTMLAttributes, ReactNode } from 'react';
import { useLightStyles } from './light-styles';

export interface LightCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** On the title's line, at its end (a badge, a link). */
  extra?: ReactNode;
  /** A row of actions along the bottom, as antd's card `actions`. */
  actions?: ReactNode[];
}

/** A card that looks like antd's: title line, body, actions row. An `<article>`, titled by its heading. */
export function LightCard({ title, extra, actions, children, className, ...rest }: LightCardProps) {
  useLightStyles();
  return (
    <article {...rest} className={`mk-card${className ? ` ${className}` : ''}`}>
      {(title || extra) && (
        <div className="mk-card-head">
          {title && <h3 className="mk-card-title">{title}</h3>}
          {extra && <div className="mk-card-extra">{extra}</div>}
        </div>
      )}
      <div className="mk-card-body">{children}</div>
      <ActionList className="mk-card-actions" actions={actions} />
    </article>
  );
}

/** A row of actions (a card's, a list row's): nothing when there are none. */
export function ActionList({ actions, className }: { actions?: ReactNode[]; className: string }) {
  if (!actions || actions.length === 0) return null;
  return (
    <ul className={className}>
      {actions.map((action, index) => (
        <li key={index}>{action}</li>
      ))}
    </ul>
  );
}

/** Cards in columns: one on a phone, two from 768 px, three from 1200 px (antd's md and xl), 16 px apart. */
export function CardGrid({ children }: { children: ReactNode }) {
  useLightStyles();
  return <div className="mk-card-grid">{children}</div>;
}
