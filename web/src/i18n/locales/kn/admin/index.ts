import approvals from './approvals.json';
import dashboard from './dashboard.json';
import events from './events.json';
import layout from './layout.json';
import members from './members.json';
import notifications from './notifications.json';

/**
 * The admin screens' catalogues by namespace, for the catalogue check only: at run time each area's file is its
 * own chunk (area-texts.ts), English with the area's code, Kannada downloaded when shown.
 */
export const adminKannadaCatalogues = {
  adminApprovals: approvals,
  adminDashboard: dashboard,
  adminEvents: events,
  adminLayout: layout,
  adminMembers: members,
  adminNotifications: notifications,
};
