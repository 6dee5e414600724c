import { ADMIN_ROLE_LABELS, AdminRoles } from '@portal/contracts/rules';

export const ROLE_OPTIONS = AdminRoles.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));
