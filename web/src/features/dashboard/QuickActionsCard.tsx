import type { ReactNode } from 'react';
import { Button } from 'antd';
import { BellOutlined, IdcardOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { MembersPageState } from '../../lib/members-page-state';
import { DashboardCard } from './DashboardCard';

/** Spec part 1 §2: both member actions go to /members, which then opens the matching dialog. */
const ACTIONS: { label: string; to: string; icon: ReactNode; state?: MembersPageState }[] = [
  { label: 'Add New Member', to: '/members', icon: <UserAddOutlined />, state: { open: 'add' } },
  { label: 'Bulk Import Members', to: '/members', icon: <UploadOutlined />, state: { open: 'import' } },
  { label: 'Generate ID Cards', to: '/id-cards', icon: <IdcardOutlined /> },
  { label: 'Send Notifications', to: '/notifications', icon: <BellOutlined /> },
];

export function QuickActionsCard() {
  const navigate = useNavigate();
  return (
    <DashboardCard title="Quick Actions" className="dashboard-card">
      <div className="quick-actions">
        {ACTIONS.map((action) => (
          <Button
            key={action.label}
            icon={action.icon}
            block
            size="large"
            onClick={() => navigate(action.to, { state: action.state })}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </DashboardCard>
  );
}
