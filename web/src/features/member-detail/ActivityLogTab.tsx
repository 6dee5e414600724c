import { Empty } from 'antd';
import type { Member, RenewalRequest } from '../../api/members';
import { formatDateTime } from '../../lib/format';
import { buildMemberActivity } from './member-activity';

interface ActivityLogTabProps {
  member: Member;
  renewals: RenewalRequest[];
  currentUserId?: string | null;
}

export function ActivityLogTab({ member, renewals, currentUserId }: ActivityLogTabProps) {
  const entries = buildMemberActivity(member, renewals, currentUserId);
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No activity recorded yet" />;
  return (
    <ol className="member-activity">
      {entries.map((entry) => (
        <li key={entry.key} className="member-activity-item">
          <span className={`member-activity-dot dot-${entry.tone}`} aria-hidden />
          <div>
            <p className="member-activity-title">{entry.title}</p>
            {entry.detail ? <p className="member-activity-detail">{entry.detail}</p> : null}
            <time className="muted small" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
