import approvals from './locales/en/admin/approvals.json';
import { areaTextsOf } from './area-texts';
import { translateWith, type Translate } from './texts';

/** Member Approvals' texts (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminApprovalsTexts = areaTextsOf('adminApprovals', approvals, {
  kn: () => import('./locales/kn/admin/approvals.json'),
});

export type AdminApprovalsTexts = Translate<typeof approvals>;

/** The spec's English, for callers without the page's hook. */
export const englishApprovalsTexts: AdminApprovalsTexts = translateWith('adminApprovals', approvals, 'en');
