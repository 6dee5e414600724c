import { Button, Card } from 'antd';
import {
  CalendarOutlined,
  CheckOutlined,
  CloseOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { Member } from '../../api/members';
import { useAdminCan } from '../../components/use-admin-can';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { useAdminApprovalsTexts } from '../../i18n/admin-approvals';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';

interface ApprovalCardProps {
  member: Member;
  approving: boolean;
  onApprove: (member: Member) => void;
  onReject: (member: Member) => void;
  onReturnToPending: (member: Member) => void;
}

/** Spec part 1 §2 Member Approvals: one applicant with what an admin needs to decide. */
export function ApprovalCard({ member, approving, onApprove, onReject, onReturnToPending }: ApprovalCardProps) {
  // Approving and rejecting are the office's work (issue 27).
  const office = useAdminCan('office');
  const t = useAdminApprovalsTexts();
  const shared = useAdminLayoutTexts();
  const name = memberName(member);
  return (
    <Card className="approval-card" size="small">
      <article aria-label={name}>
        <header className="approval-card-head">
          <div>
            <h2 className="approval-card-name">{name}</h2>
            <span className="muted">{member.memberId}</span>
          </div>
          <MemberStatusTag status={member.status} text={adminStatusText(shared, member.status)} />
        </header>
        <ul className="approval-facts">
          <li>
            <MailOutlined aria-hidden /> <span className="sr-label">{t('card.email')}</span>
            {member.email || t('card.noEmail')}
          </li>
          <li>
            <PhoneOutlined aria-hidden /> <span className="sr-label">{t('card.phone')}</span>
            {member.phone}
          </li>
          <li>
            <CalendarOutlined aria-hidden />{' '}
            {t('card.registeredOn', { date: formatDate(member.createdAt) || t('card.unknownDate') })}
          </li>
          <li>
            <EnvironmentOutlined aria-hidden /> <span className="sr-label">{t('card.address')}</span>
            {member.address || t('card.noAddress')}
          </li>
        </ul>
        {member.status === 'suspended' ? (
          <p className="approval-note tone-red">
            <strong>{t('card.rejectionReason')}</strong> {member.rejectionReason || t('card.noReason')}
            {member.rejectedAt ? <span className="muted"> ({formatDate(member.rejectedAt)})</span> : null}
          </p>
        ) : null}
        {member.status === 'suspended' && office ? (
          <div className="approval-actions">
            <Button icon={<UndoOutlined />} onClick={() => onReturnToPending(member)}>
              {t('card.returnToPending')}
            </Button>
          </div>
        ) : null}
        {member.status === 'active' && member.approvedAt ? (
          <p className="approval-note tone-green">{t('card.approvedOn', { date: formatDate(member.approvedAt) })}</p>
        ) : null}
        {member.status === 'pending' && office ? (
          <div className="approval-actions">
            <Button type="primary" icon={<CheckOutlined />} loading={approving} onClick={() => onApprove(member)}>
              {t('card.approve')}
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={approving} onClick={() => onReject(member)}>
              {t('card.reject')}
            </Button>
          </div>
        ) : null}
      </article>
    </Card>
  );
}
