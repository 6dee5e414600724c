import { ContentSpinner } from '../../components/FullPageSpinner';
import { Link } from 'react-router-dom';
import { useMembersQuery, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { DASHBOARD_RECENT_MEMBERS } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { DashboardCard } from './DashboardCard';

const COLUMNS = ['member', 'memberId', 'status', 'validity'] as const;

function MemberRow({ member }: { member: Member }) {
  const shared = useAdminLayoutTexts();
  return (
    <tr>
      <td>
        <Link to={`/members/${member.id}`} className="recent-member-name">
          {`${member.firstName} ${member.lastName}`.trim()}
        </Link>
        {member.email ? <div className="muted small">{member.email}</div> : null}
      </td>
      <td>{member.memberId}</td>
      <td>
        <MemberStatusTag status={member.status} text={adminStatusText(shared, member.status)} />
      </td>
      <td>{formatDate(member.membershipEndDate) || shared('notSet')}</td>
    </tr>
  );
}

/** Spec §2: five newest members, no pagination, no filters. */
export function RecentMembersCard() {
  const t = useAdminDashboardTexts();
  const { data, isPending } = useMembersQuery({ page: 1, limit: DASHBOARD_RECENT_MEMBERS });
  const members = data?.members ?? [];
  return (
    <DashboardCard
      title={t('recent.title')}
      extra={<Link to="/members">{t('recent.viewAll')}</Link>}
      className="dashboard-card"
    >
      {/* Five rows without sorting or paging: a plain table in antd's look (antd's Table costs ~75 KiB gzipped). */}
      <div className="recent-members-scroll">
        <table className="recent-members-table">
          <thead>
            <tr>
              {COLUMNS.map((title) => (
                <th key={title} scope="col">
                  {t(`recent.${title}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
            {!isPending && members.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="recent-members-empty">
                  {t('recent.none')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {isPending ? <ContentSpinner /> : null}
      </div>
    </DashboardCard>
  );
}
