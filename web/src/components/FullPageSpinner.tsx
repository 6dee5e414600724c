import { useCommonTexts } from '../i18n/common-texts';

/*
 * Plain CSS spinners (global.css): they show before antd has loaded. The `ant-spin-spinning` class is kept
 * because the browser tests wait for it to disappear before they look at a page.
 */

/** Shown while the login state or a page chunk loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  const t = useCommonTexts();
  return (
    <div className="full-page-spinner" role="status" aria-live="polite" aria-label={label ?? t('status.loading')}>
      <span className="plain-spinner plain-spinner-large ant-spin-spinning" />
    </div>
  );
}

/** Same, for the content area inside a layout (the sidebar stays put). */
export function ContentSpinner() {
  const t = useCommonTexts();
  return (
    <div className="content-spinner" role="status" aria-label={t('status.loading')}>
      <span className="plain-spinner ant-spin-spinning" />
    </div>
  );
}
