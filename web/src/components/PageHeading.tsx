import type { ReactNode } from 'react';

/**
 * A page's title, its one h1, and the line under it (issues 29 and 30), drawn as antd's Typography drew them
 * (global.css `.page-title`, `.page-subtitle`) but in plain elements: Typography, with the text area and input of
 * its editable mode, was about 10 KiB of a member page's first visit.
 */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-heading">
      <h1 className="page-title">{title}</h1>
      {children ? <p className="page-subtitle">{children}</p> : null}
    </div>
  );
}
