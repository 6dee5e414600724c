/**
 * The office's admin roles (DESIGN.md §6, issue 27) and the kinds of work each may do: the one table the
 * gateway's access checks and the web's menus read. The first admin is an `admin`, who may do everything.
 */
export const AdminRoles = ['admin', 'treasurer', 'secretary', 'viewer'] as const;
export type AdminRole = (typeof AdminRoles)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  admin: 'Administrator',
  treasurer: 'Treasurer',
  secretary: 'Secretary',
  viewer: 'Viewer',
};

/**
 * - read: see the register, payments, reports and everything else the office sees (every role)
 * - money: record and correct payments, refunds, fees and scheme settings, settle conflicts
 * - office: members, approvals, renewals, ID cards, events, gallery, documents, notifications
 * - accounts: the office's own accounts and settings of the portal itself
 * - audit: read the audit trail of every change (administrators, and viewers who check the office's work)
 */
export const AdminDuties = {
  read: ['admin', 'treasurer', 'secretary', 'viewer'],
  money: ['admin', 'treasurer'],
  office: ['admin', 'secretary'],
  accounts: ['admin'],
  audit: ['admin', 'viewer'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminDuty = keyof typeof AdminDuties;
export const AdminDutyNames = Object.keys(AdminDuties) as AdminDuty[];

export function isAdminRole(value: unknown): value is AdminRole {
  return (AdminRoles as readonly unknown[]).includes(value);
}

/** Whether an admin with `role` may do `duty`; an unknown role may do nothing. */
export function roleMayDo(role: unknown, duty: AdminDuty): boolean {
  return isAdminRole(role) && (AdminDuties[duty] as readonly AdminRole[]).includes(role);
}
