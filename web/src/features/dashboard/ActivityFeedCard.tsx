import type { ReactNode } from 'react';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CreditCardOutlined,
  DeleteOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  SyncOutlined,
  UploadOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useDashboardActivityQuery } from '../../api/dashboard';
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { DashboardCard, LoadingLines } from './DashboardCard';

const ACTIVITY_STYLES: Record<string, { icon: ReactNode; tone: string }> = {
  member_registration: { icon: <UserAddOutlined />, tone: 'blue' },
  member_approved: { icon: <CheckCircleOutlined />, tone: 'green' },
  member_rejected: { icon: <CloseCircleOutlined />, tone: 'red' },
  member_deleted: { icon: <DeleteOutlined />, tone: 'grey' },
  members_imported: { icon: <UploadOutlined />, tone: 'blue' },
  renewal_requested: { icon: <SyncOutlined />, tone: 'amber' },
  renewal_completed: { icon: <CheckCircleOutlined />, tone: 'green' },
  renewal_declined: { icon: <CloseCircleOutlined />, tone: 'red' },
  payment_completed: { icon: <CreditCardOutlined />, tone: 'green' },
  event_created: { icon: <CalendarOutlined />, tone: 'purple' },
  id_card_generated: { icon: <IdcardOutlined />, tone: 'amber' },
};
const NEUTRAL = { icon: <InfoCircleOutlined />, tone: 'grey' };
const MAX_ITEMS = 10;

export function ActivityFeedCard() {
  const { data, isPending } = useDashboardActivityQuery();
  const items = Array.isArray(data) ? data.slice(0, MAX_ITEMS) : [];

  return (
    <DashboardCard title="Recent Activity" className="dashboard-card">
      {isPending ? (
        <LoadingLines rows={3} avatar />
      ) : items.length === 0 ? (
        <p className="activity-empty">No recent activity</p>
      ) : (
        <ul className="activity-list">
          {items.map((item, index) => {
            const style = ACTIVITY_STYLES[item.type] ?? NEUTRAL;
            return (
              <li key={item.id ?? `${item.createdAt}-${index}`} className="activity-item">
                <span className={`activity-icon tone-${style.tone}`} aria-hidden>
                  {style.icon}
                </span>
                <div>
                  <p className="activity-title">{item.title}</p>
                  <time className="activity-time" dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {formatRelativeTime(item.createdAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
