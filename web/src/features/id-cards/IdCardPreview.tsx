import { Avatar, Button, Modal, Skeleton, Typography } from 'antd';
import { DownloadOutlined, UserOutlined } from '@ant-design/icons';
import { idCardFileUrl, type IdCardRow } from '../../api/id-cards';
import { useMemberQuery, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { formatDate } from '../../lib/format';
import { ASSOCIATION_NAME } from '../../lib/constants';
import { memberName } from '../../lib/member-display';

/** 'Not Set' when a membership has no end date (spec part 1 §2). */
const validity = (value: string | null | undefined) => formatDate(value) || 'Not Set';

function Front({ member, row }: { member: Member; row: IdCardRow }) {
  return (
    <section className="id-card-side" aria-label="Front of the card">
      <div className="id-card-band">
        {ASSOCIATION_NAME}
        <small>MEMBER IDENTITY CARD</small>
      </div>
      <div className="id-card-body">
        <Avatar
          shape="square"
          size={72}
          src={member.profilePhotoUrl ?? undefined}
          icon={<UserOutlined />}
          alt={member.profilePhotoUrl ? `Photo of ${memberName(member)}` : undefined}
        />
        <dl className="id-card-fields">
          <dt>Name</dt>
          <dd>{memberName(member)}</dd>
          <dt>Member ID</dt>
          <dd>{member.memberId}</dd>
          <dt>Status</dt>
          <dd>
            <MemberStatusTag status={row.status} upper />
          </dd>
          <dt>Valid Until</dt>
          <dd>{validity(member.membershipEndDate)}</dd>
        </dl>
      </div>
    </section>
  );
}

function Back({ member, row }: { member: Member; row: IdCardRow }) {
  const address = [member.address, member.city, member.state, member.pincode].filter(Boolean).join(', ');
  return (
    <section className="id-card-side" aria-label="Back of the card">
      <div className="id-card-band">
        {ASSOCIATION_NAME}
        <small>MEMBER DETAILS</small>
      </div>
      <div className="id-card-body">
        <dl className="id-card-fields">
          <dt>Phone</dt>
          <dd>{member.phone}</dd>
          <dt>E-mail</dt>
          <dd>{member.email ?? 'Not given'}</dd>
          <dt>Address</dt>
          <dd>{address || 'Not given'}</dd>
          <dt>Issue Date</dt>
          <dd>{formatDate(row.generatedAt ?? new Date())}</dd>
          <dt>Valid Until</dt>
          <dd>{validity(member.membershipEndDate)}</dd>
        </dl>
      </div>
      <p className="id-card-notice">
        This card is the property of {ASSOCIATION_NAME}. It is not transferable. If found, please return it to the
        association office.
      </p>
    </section>
  );
}

/** Preview of a member's card, both sides, from the live record (dates in en-IN); Download PDF gets the real file. */
export function IdCardPreview({ row, onClose }: { row: IdCardRow; onClose: () => void }) {
  const { data: member, isPending, error } = useMemberQuery(row.memberId);
  const office = useAdminCan('office');
  return (
    <Modal
      open
      width={720}
      title={`ID Card — ${row.name}`}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          href={row.hasCard ? idCardFileUrl(row.memberId) : undefined}
          download={row.hasCard ? '' : undefined}
          disabled={!row.hasCard}
        >
          Download PDF
        </Button>,
      ]}
    >
      {!row.hasCard && (
        <Typography.Paragraph type="secondary">
          {office
            ? 'No card has been generated for this member yet: generate one to download the PDF.'
            : 'No card has been generated for this member yet.'}
        </Typography.Paragraph>
      )}
      {isPending ? (
        <Skeleton active />
      ) : error || !member ? (
        <Typography.Paragraph type="danger">The member's details could not be loaded.</Typography.Paragraph>
      ) : (
        <div className="id-card-sides">
          <Front member={member} row={row} />
          <Back member={member} row={row} />
        </div>
      )}
    </Modal>
  );
}
