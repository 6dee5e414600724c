import { Button, Empty, Result, Skeleton } from 'antd';
import { parseApiError } from '../../api/client';
import { useMemberActivityQuery } from '../../api/members';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { useMemberTexts } from '../../i18n/member';
import { buildMemberActivity } from './member-activity';

interface ActivityLogTabProps {
  memberId: string;
  currentUserId?: string | null;
}

/** Everything that happened to the member, from membership's log (spec part 2 §2 'Activity Log'). */
export function ActivityLogTab({ memberId, currentUserId }: ActivityLogTabProps) {
  const t = useAdminMemberDetailTexts();
  const layout = useAdminLayoutTexts();
  const member = useMemberTexts();
  const language = useShownLanguage();
  const { data, isPending, isError, error, refetch, isFetching } = useMemberActivityQuery(memberId);
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) {
    return (
      <Result
        status="warning"
        title={t('activity.loadFailed')}
        subTitle={parseApiError(error).message}
        extra={
          <Button onClick={() => refetch()} loading={isFetching}>
            {t('activity.tryAgain')}
          </Button>
        }
      />
    );
  }
  const entries = buildMemberActivity(data, currentUserId, { t, layout, member });
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.empty')} />;
  return (
    <ol className="member-activity">
      {entries.map((entry) => (
        <li key={entry.key} className="member-activity-item">
          <span className={`member-activity-dot dot-${entry.tone}`} aria-hidden />
          <div>
            <p className="member-activity-title">{entry.title}</p>
            {entry.detail ? <p className="member-activity-detail">{entry.detail}</p> : null}
            <time className="muted small" dateTime={entry.at}>
              {formatDateTimeIn(language, entry.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
