import members from './locales/en/admin/members.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The Members list's texts (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminMembersTexts = areaTextsOf('adminMembers', members, {
  kn: () => import('./locales/kn/admin/members.json'),
});

export type AdminMembersTexts = Translate<typeof members>;
