import { Card, Descriptions } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { memberStatusText, useMemberTexts } from '../../i18n/member';
import { useProfileTexts } from '../../i18n/profile';
import { formatDate } from '../../lib/format';

/** Spec part 2 §2 Profile settings: status, member id, valid until and last login, all read-only. */
export function AccountStatusCard({ member, lastLoginAt }: { member: Member; lastLoginAt: string | null | undefined }) {
  const t = useProfileTexts();
  const memberTexts = useMemberTexts();
  const language = useShownLanguage();
  return (
    <Card
      title={
        <span className="profile-card-title">
          <SafetyCertificateOutlined aria-hidden /> {t('status')}
        </span>
      }
      className="profile-card"
    >
      <Descriptions column={1} size="small" className="profile-status">
        <Descriptions.Item label={t('statusLabel')}>
          <MemberStatusTag status={member.status} text={memberStatusText(memberTexts, member.status)} upper />
        </Descriptions.Item>
        <Descriptions.Item label={t('memberId')}>{member.memberId}</Descriptions.Item>
        <Descriptions.Item label={t('validUntil')}>
          {formatDate(member.membershipEndDate) || t('notSet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('lastLogin')}>
          {formatDateTimeIn(language, lastLoginAt) || t('never')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
