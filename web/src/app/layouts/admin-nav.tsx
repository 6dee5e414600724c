import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  PictureOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Other paths that belong to this section, for active highlighting. */
  alsoActiveFor?: RegExp;
}

/** Spec §2 Admin layout: exactly these twelve links in this order. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Dashboard', to: '/', icon: <AppstoreOutlined /> },
  {
    label: 'Members',
    to: '/members',
    icon: <TeamOutlined />,
    alsoActiveFor: /^\/(members\/[^/]+|member\/[^/]+\/renewal)\/?$/,
  },
  { label: 'Member Approvals', to: '/member-approvals', icon: <SolutionOutlined /> },
  { label: 'Events', to: '/events', icon: <CalendarOutlined /> },
  { label: 'Gallery', to: '/gallery', icon: <PictureOutlined /> },
  { label: 'ID Cards', to: '/id-cards', icon: <IdcardOutlined /> },
  { label: 'Make Payment', to: '/make-payment', icon: <CreditCardOutlined /> },
  { label: 'Payment Records', to: '/payment-records', icon: <WalletOutlined /> },
  { label: 'Scheme Settings', to: '/scheme-settings', icon: <SettingOutlined /> },
  { label: 'Scheme Documents', to: '/scheme-documents', icon: <FileTextOutlined /> },
  { label: 'Notifications', to: '/notifications', icon: <BellOutlined /> },
  { label: 'Reports', to: '/reports', icon: <BarChartOutlined /> },
];

/** The nav item a path belongs to; '/' only matches itself. */
export function activeNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_NAV_ITEMS.find((item) => item.to === path || item.alsoActiveFor?.test(path));
}
