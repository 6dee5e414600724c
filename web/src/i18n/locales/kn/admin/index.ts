import accounts from './accounts.json';
import approvals from './approvals.json';
import auditLog from './audit-log.json';
import checkIn from './check-in.json';
import dashboard from './dashboard.json';
import dataRequests from './data-requests.json';
import dataRights from '../data-rights.json';
import policies from '../policies.json';
import verify from '../verify.json';
import duesLapses from './dues-lapses.json';
import events from './events.json';
import gallery from './gallery.json';
import idCards from './id-cards.json';
import layout from './layout.json';
import memberDetail from './member-detail.json';
import memberRequests from './member-requests.json';
import members from './members.json';
import notifications from './notifications.json';
import paymentForms from './payment-forms.json';
import payments from './payments.json';
import reports from './reports.json';
import schemeDocuments from './scheme-documents.json';

/**
 * The catalogues downloaded per area (the admin screens, and the member's data-rights cards) by namespace, for the
 * catalogue check only: at run time each area's file is its own chunk (area-texts.ts), English with the area's
 * code, Kannada downloaded when shown.
 */
export const adminKannadaCatalogues = {
  adminAccounts: accounts,
  adminApprovals: approvals,
  adminAuditLog: auditLog,
  adminCheckIn: checkIn,
  adminDashboard: dashboard,
  adminDataRequests: dataRequests,
  adminDuesLapses: duesLapses,
  adminEvents: events,
  adminGallery: gallery,
  adminIdCards: idCards,
  adminLayout: layout,
  adminMemberDetail: memberDetail,
  adminMemberRequests: memberRequests,
  adminMembers: members,
  memberDataRights: dataRights,
  publicPolicies: policies,
  publicVerify: verify,
  adminNotifications: notifications,
  adminPaymentForms: paymentForms,
  adminPayments: payments,
  adminReports: reports,
  adminSchemeDocuments: schemeDocuments,
};
