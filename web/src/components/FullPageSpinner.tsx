import { Spin } from 'antd';

/** Shown while the login state or a page chunk loads. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite" aria-label={label}>
      <Spin size="large" />
    </div>
  );
}

/** Same, for the content area inside a layout (the sidebar stays put). */
export function ContentSpinner() {
  return (
    <div className="content-spinner" role="status" aria-label="Loading…">
      <Spin />
    </div>
  );
}
