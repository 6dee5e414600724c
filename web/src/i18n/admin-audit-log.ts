import auditLog from './locales/en/admin/audit-log.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The audit log page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminAuditLogTexts = areaTextsOf('adminAuditLog', auditLog, {
  kn: () => import('./locales/kn/admin/audit-log.json'),
});

export type AdminAuditLogTexts = Translate<typeof auditLog>;
