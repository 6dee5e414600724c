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
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { relativeTimeIn } from '../../i18n/admin-layout';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
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
  const t = useAdminDashboardTexts();
  const language = useShownLanguage();
  const { data, isPending } = useDashboardActivityQuery();
  const items = Array.isArray(data) ? data.slice(0, MAX_ITEMS) : [];

  return (
    <DashboardCard title={t('activity.title')} className="dashboard-card">
      {isPending ? (
        <LoadingLines rows={3} avatar />
      ) : items.length === 0 ? (
        <p className="activity-empty">{t('activity.none')}</p>
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
                  <time
                    className="activity-time"
                    dateTime={item.createdAt}
                    title={formatDateTimeIn(language, item.createdAt)}
                  >
                    {relativeTimeIn(language, item.createdAt)}
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
