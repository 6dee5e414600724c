import { Card, Descriptions, Tag } from 'antd';
// antd's Avatar without Avatar.Group (and its Popover): see app/layouts/MemberLayout.tsx.
import Avatar from 'antd/es/avatar/Avatar';
import type { MemberUserAnswer } from '@portal/contracts/shapes';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { memberStatusText, schemeName, useMemberTexts } from '../../i18n/member';
import { formatDate } from '../../lib/format';
import { orderedSchemes } from '../../lib/scheme-coverage';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

/**
 * The member's own record as GET /api/auth/user answers it: photo (initials without one), name, member
 * id, status badge in capitals, member since (the join date), valid until and the opted schemes.
 */
export function ProfileCard({ member }: { member: MemberUserAnswer }) {
  const t = useMemberTexts();
  const orNotSet = (text: string | null | undefined) => text?.trim() || t('profile.notSet');
  const name = displayName(member, t('memberFallback'));
  const schemes = orderedSchemes(member.optedSchemes ?? []);
  return (
    <Card title={<h2 className="member-card-title">{t('profile.title')}</h2>} className="member-profile-card">
      <div className="member-profile-head">
        <Avatar size={64} src={avatarSrc(member)} alt={t('header.photoOf', { name })} className="user-avatar">
          {initials(member, t('memberFallback'))}
        </Avatar>
        <div>
          <p className="member-profile-name">{name}</p>
          <MemberStatusTag status={member.status} text={memberStatusText(t, member.status)} upper />
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'memberId', label: t('profile.memberId'), children: orNotSet(member.memberId) },
          { key: 'since', label: t('profile.since'), children: orNotSet(formatDate(member.createdAt)) },
          { key: 'validity', label: t('profile.validUntil'), children: orNotSet(formatDate(member.membershipEndDate)) },
          { key: 'phone', label: t('profile.phone'), children: orNotSet(member.phone) },
          // Full width: a long e-mail address would squeeze the column beside it.
          { key: 'email', label: t('profile.email'), span: 'filled', children: orNotSet(member.email) },
          {
            key: 'schemes',
            label: t('profile.schemes'),
            span: 'filled',
            children:
              schemes.length === 0 ? (
                t('profile.none')
              ) : (
                <span className="member-scheme-tags">
                  {schemes.map((scheme) => (
                    <Tag key={scheme} color="blue">
                      {schemeName(t, scheme)}
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
