import { Card, Descriptions } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate } from '../../lib/format';
import { lastLoginText } from './profile-form';

/** Spec part 2 §2 Profile settings: status, member id, valid until and last login, all read-only. */
export function AccountStatusCard({ member, lastLoginAt }: { member: Member; lastLoginAt: string | null | undefined }) {
  return (
    <Card
      title={
        <span className="profile-card-title">
          <SafetyCertificateOutlined aria-hidden /> Account Status
        </span>
      }
      className="profile-card"
    >
      <Descriptions column={1} size="small" className="profile-status">
        <Descriptions.Item label="Status">
          <MemberStatusTag status={member.status} upper />
        </Descriptions.Item>
        <Descriptions.Item label="Member ID">{member.memberId}</Descriptions.Item>
        <Descriptions.Item label="Valid Until">{formatDate(member.membershipEndDate) || 'Not set'}</Descriptions.Item>
        <Descriptions.Item label="Last Login">{lastLoginText(lastLoginAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
