import { Avatar, Card, Descriptions, Tag } from 'antd';
import { SchemeLabels, type MemberUserAnswer } from '@portal/contracts/shapes';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate } from '../../lib/format';
import { orderedSchemes } from '../../lib/scheme-coverage';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

const orNotSet = (text: string | null | undefined) => text?.trim() || 'Not set';

/**
 * The member's own record as GET /api/auth/user answers it: photo (initials without one), name, member
 * id, status badge in capitals, member since (the join date), valid until and the opted schemes.
 */
export function ProfileCard({ member }: { member: MemberUserAnswer }) {
  const name = displayName(member, 'Member');
  const schemes = orderedSchemes(member.optedSchemes ?? []);
  return (
    <Card title={<h2 className="member-card-title">My Profile</h2>} className="member-profile-card">
      <div className="member-profile-head">
        <Avatar size={64} src={avatarSrc(member)} alt={`Photo of ${name}`} className="user-avatar">
          {initials(member, 'Member')}
        </Avatar>
        <div>
          <p className="member-profile-name">{name}</p>
          <MemberStatusTag status={member.status} upper />
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'memberId', label: 'Member ID', children: orNotSet(member.memberId) },
          { key: 'since', label: 'Member Since', children: orNotSet(formatDate(member.createdAt)) },
          { key: 'validity', label: 'Valid Until', children: orNotSet(formatDate(member.membershipEndDate)) },
          { key: 'phone', label: 'Phone', children: orNotSet(member.phone) },
          // Full width: a long e-mail address would squeeze the column beside it.
          { key: 'email', label: 'Email', span: 'filled', children: orNotSet(member.email) },
          {
            key: 'schemes',
            label: 'Opted Schemes',
            span: 'filled',
            children:
              schemes.length === 0 ? (
                'None'
              ) : (
                <span className="member-scheme-tags">
                  {schemes.map((scheme) => (
                    <Tag key={scheme} color="blue">
                      {SchemeLabels[scheme]}
                    </Tag>
                  ))}
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
}
