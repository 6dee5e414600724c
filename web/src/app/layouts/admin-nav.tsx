import type { ReactNode } from 'react';
import type { AdminDuty } from '@portal/contracts/rules';
import type layout from '../../i18n/locales/en/admin/layout.json';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HistoryOutlined,
  IdcardOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export interface AdminNavItem {
  /** The spec's English name (tests and the catalogue's English say the same). */
  label: string;
  /** Its name in the admin layout's catalogue (nav.<key>). */
  key: keyof typeof layout.nav;
  to: string;
  icon: ReactNode;
  /** Other paths that belong to this section, for active highlighting. */
  alsoActiveFor?: RegExp;
  /**
   * The work the page is for, when seeing it is not enough (issue 27): its link shows only to a role that may
   * do that (the duty of the page's main route). Without one, every role that may read sees it.
   */
  duty?: AdminDuty;
}

/**
 * Spec §2 Admin layout: these twelve links in this order, then Admin Accounts (issue 27) for administrators and the
 * Audit Log (issue 27) for administrators and viewers.
 */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Dashboard', key: 'dashboard', to: '/', icon: <AppstoreOutlined /> },
  {
    label: 'Members',
    key: 'members',
    to: '/members',
    icon: <TeamOutlined />,
    alsoActiveFor: /^\/(members\/[^/]+|member\/[^/]+\/renewal)\/?$/,
  },
  { label: 'Member Approvals', key: 'memberApprovals', to: '/member-approvals', icon: <SolutionOutlined /> },
  { label: 'Events', key: 'events', to: '/events', icon: <CalendarOutlined /> },
  { label: 'Gallery', key: 'gallery', to: '/gallery', icon: <PictureOutlined /> },
  { label: 'ID Cards', key: 'idCards', to: '/id-cards', icon: <IdcardOutlined /> },
  { label: 'Make Payment', key: 'makePayment', to: '/make-payment', icon: <CreditCardOutlined />, duty: 'money' },
  { label: 'Payment Records', key: 'paymentRecords', to: '/payment-records', icon: <WalletOutlined /> },
  { label: 'Scheme Settings', key: 'schemeSettings', to: '/scheme-settings', icon: <SettingOutlined /> },
  { label: 'Scheme Documents', key: 'schemeDocuments', to: '/scheme-documents', icon: <FileTextOutlined /> },
  { label: 'Notifications', key: 'notifications', to: '/notifications', icon: <BellOutlined /> },
  { label: 'Reports', key: 'reports', to: '/reports', icon: <BarChartOutlined /> },
  // Issue 32: members' data requests (correction, erasure, copy) for the office roles.
  {
    label: 'Data Requests',
    key: 'dataRequests',
    to: '/data-requests',
    icon: <SafetyCertificateOutlined />,
    duty: 'office',
  },
  {
    label: 'Admin Accounts',
    key: 'adminAccounts',
    to: '/admin-accounts',
    icon: <UserSwitchOutlined />,
    duty: 'accounts',
  },
  { label: 'Audit Log', key: 'auditLog', to: '/audit-log', icon: <HistoryOutlined />, duty: 'audit' },
];

/** The nav item a path belongs to; '/' only matches itself. */
export function activeNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_NAV_ITEMS.find((item) => item.to === path || item.alsoActiveFor?.test(path));
}
