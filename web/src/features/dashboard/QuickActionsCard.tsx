import type { ReactNode } from 'react';
import { Button } from 'antd';
import { BellOutlined, IdcardOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { AdminDuty } from '@portal/contracts/rules';
import { useAdminDuties } from '../../components/use-admin-can';
import type { MembersPageState } from '../../lib/members-page-state';
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { DashboardCard } from './DashboardCard';

/**
 * Spec part 1 §2: both member actions go to /members, which then opens the matching dialog. Each is shown only
 * to a role that may do its work (issue 27).
 */
const ACTIONS: {
  label: 'addMember' | 'importMembers' | 'idCards' | 'notifications';
  to: string;
  icon: ReactNode;
  duty: AdminDuty;
  state?: MembersPageState;
}[] = [
  { label: 'addMember', to: '/members', icon: <UserAddOutlined />, duty: 'office', state: { open: 'add' } },
  { label: 'importMembers', to: '/members', icon: <UploadOutlined />, duty: 'office', state: { open: 'import' } },
  { label: 'idCards', to: '/id-cards', icon: <IdcardOutlined />, duty: 'office' },
  { label: 'notifications', to: '/notifications', icon: <BellOutlined />, duty: 'office' },
];

export function QuickActionsCard() {
  const t = useAdminDashboardTexts();
  const navigate = useNavigate();
  const may = useAdminDuties();
  const actions = ACTIONS.filter((action) => may(action.duty));
  if (!actions.length) return null;
  return (
    <DashboardCard title={t('quickActions.title')} className="dashboard-card">
      <div className="quick-actions">
        {actions.map((action) => (
          <Button
            key={action.label}
            icon={action.icon}
            block
            size="large"
            onClick={() => navigate(action.to, { state: action.state })}
          >
            {t(`quickActions.${action.label}`)}
          </Button>
        ))}
      </div>
    </DashboardCard>
  );
}
