import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route (ROUTES.md). Every route declares one; a route without
 * a rule is refused (fail closed).
 * - public: anyone
 * - authenticated: any logged-in user
 * - admin / member: that user type only
 * - admin-or-member: either (routes narrow members to their own data themselves)
 */
export type AccessRule = 'public' | 'authenticated' | 'admin' | 'member' | 'admin-or-member';

export const ACCESS_KEY = 'portal:access';
export const Access = (rule: AccessRule) => SetMetadata(ACCESS_KEY, rule);
