import type { ReactNode } from 'react';

/**
 * A card in the look of antd's Card (dashboard.css). antd's Card brings its tabs and their menus,
 * ~13 KiB gzipped the dashboard does not use.
 */
export function DashboardCard({
  title,
  extra,
  className,
  children,
  ...rest
}: {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  'aria-busy'?: boolean | 'true' | 'false';
  'data-testid'?: string;
}) {
  return (
    <div className={['plain-card', className].filter(Boolean).join(' ')} {...rest}>
      {title || extra ? (
        <div className="plain-card-head">
          <div className="plain-card-title">{title}</div>
          {extra ? <div className="plain-card-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="plain-card-body">{children}</div>
    </div>
  );
}

/**
 * Grey placeholder lines while a card's figures load, in the look of antd's active Skeleton (whose class the
 * browser tests wait on, so it is kept).
 */
export function LoadingLines({ rows, avatar = false }: { rows: number; avatar?: boolean }) {
  return (
    <div className="plain-skeleton ant-skeleton-active" aria-hidden="true">
      {avatar ? <span className="plain-skeleton-avatar" /> : null}
      <div className="plain-skeleton-lines">
        <span className="plain-skeleton-title" />
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="plain-skeleton-line" />
        ))}
      </div>
    </div>
  );
}
