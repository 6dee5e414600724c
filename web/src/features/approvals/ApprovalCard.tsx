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
  const name = memberName(member);
  return (
    <Card className="approval-card" size="small">
      <article aria-label={name}>
        <header className="approval-card-head">
          <div>
            <h2 className="approval-card-name">{name}</h2>
            <span className="muted">{member.memberId}</span>
          </div>
          <MemberStatusTag status={member.status} />
        </header>
        <ul className="approval-facts">
          <li>
            <MailOutlined aria-hidden /> <span className="sr-label">Email: </span>
            {member.email || 'No email given'}
          </li>
          <li>
            <PhoneOutlined aria-hidden /> <span className="sr-label">Phone: </span>
            {member.phone}
          </li>
          <li>
            <CalendarOutlined aria-hidden /> Registered on {formatDate(member.createdAt) || 'an unknown date'}
          </li>
          <li>
            <EnvironmentOutlined aria-hidden /> <span className="sr-label">Address: </span>
            {member.address || 'No address given'}
          </li>
        </ul>
        {member.status === 'suspended' ? (
          <p className="approval-note tone-red">
            <strong>Rejection reason:</strong> {member.rejectionReason || 'No reason given'}
            {member.rejectedAt ? <span className="muted"> ({formatDate(member.rejectedAt)})</span> : null}
          </p>
        ) : null}
        {member.status === 'suspended' && office ? (
          <div className="approval-actions">
            <Button icon={<UndoOutlined />} onClick={() => onReturnToPending(member)}>
              Return to Pending
            </Button>
          </div>
        ) : null}
        {member.status === 'active' && member.approvedAt ? (
          <p className="approval-note tone-green">Approved on {formatDate(member.approvedAt)}</p>
        ) : null}
        {member.status === 'pending' && office ? (
          <div className="approval-actions">
            <Button type="primary" icon={<CheckOutlined />} loading={approving} onClick={() => onApprove(member)}>
              Approve
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={approving} onClick={() => onReject(member)}>
              Reject
            </Button>
          </div>
        ) : null}
      </article>
    </Card>
  );
}
