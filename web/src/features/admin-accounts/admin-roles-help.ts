import { ADMIN_ROLE_LABELS, AdminRoles, type AdminRole } from '@portal/contracts/rules';

/** One line per role saying what it may do (contracts' AdminDuties, in the office's words). */
export const ROLE_DUTY_LINES: Record<AdminRole, string> = {
  admin: 'Everything, including the admin accounts.',
  treasurer: 'Payments, refunds, fees and scheme settings; sees everything else.',
  secretary: 'Members, approvals, events, gallery, documents, ID cards and notifications; sees everything else.',
  viewer: 'Sees everything, changes nothing.',
};

export const ROLE_OPTIONS = AdminRoles.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));
