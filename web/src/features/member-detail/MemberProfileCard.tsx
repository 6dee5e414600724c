import type { ReactNode } from 'react';
import { Avatar, Button, Card, Descriptions } from 'antd';
import {
  CameraOutlined,
  DownloadOutlined,
  EditOutlined,
  IdcardOutlined,
  SyncOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { downloadFile, photoSrc, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { formatDate } from '../../lib/format';
import { canRenew, memberName, renewalRefusal } from '../../lib/member-display';

export type DetailDialog = 'edit' | 'photo' | 'idCard' | 'document';

/** Numbers and dates are never broken across lines (member-detail.css); other values may wrap anywhere. */
const WHOLE = { classNames: { content: 'detail-value-whole' } };
const WHOLE_ROWS = new Set(['Alternate Phone', 'Aadhaar', 'Experience']);

const titleCase = (value: string) =>
  value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Rows for the registration details; those the member never gave are left out. */
function registrationRows(member: Member): { label: string; value: ReactNode }[] {
  const place = [member.city, member.state, member.pincode].filter(Boolean).join(', ');
  const emergency = [
    member.emergencyContactName,
    member.emergencyContactRelation ? `(${titleCase(member.emergencyContactRelation)})` : '',
    member.emergencyContactPhone,
  ]
    .filter(Boolean)
    .join(' ');
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Alternate Phone', value: member.alternatePhone },
    { label: 'City / State / Pincode', value: place },
    { label: 'Gender', value: member.gender ? titleCase(member.gender) : '' },
    { label: 'Studio / Business Name', value: member.studioName },
    { label: 'Business Type', value: member.businessType ? titleCase(member.businessType) : '' },
    { label: 'Experience', value: member.experienceYears ? `${member.experienceYears} years` : '' },
    // DESIGN.md §4: Aadhaar is never shown in full after submission.
    { label: 'Aadhaar', value: member.aadhaarLast4 ? `XXXX XXXX ${member.aadhaarLast4}` : '' },
    { label: 'Emergency Contact', value: emergency },
    { label: 'Referred By', value: member.referredBy },
    { label: 'Additional Information', value: member.additionalInfo },
    {
      label: 'Registration Files',
      value:
        member.passportPhotoUrl || member.idProofUrl ? (
          <span className="registration-files">
            {member.passportPhotoUrl ? (
              <a href={member.passportPhotoUrl} target="_blank" rel="noopener noreferrer">
                Passport photo
              </a>
            ) : null}
            {member.idProofUrl ? (
              <a href={member.idProofUrl} target="_blank" rel="noopener noreferrer">
                ID proof
              </a>
            ) : null}
          </span>
        ) : null,
    },
  ];
  return rows.filter((row) => Boolean(row.value));
}

interface MemberProfileCardProps {
  member: Member;
  onOpen: (dialog: DetailDialog) => void;
}

export function MemberProfileCard({ member, onOpen }: MemberProfileCardProps) {
  const navigate = useNavigate();
  // Editing the register is the office's work (issue 27); other roles only read it.
  const office = useAdminCan('office');
  const name = memberName(member);
  const items = [
    { key: 'email', label: 'Email', children: member.email || 'Not provided' },
    { key: 'phone', label: 'Phone', children: member.phone, ...WHOLE },
    { key: 'address', label: 'Address', children: member.address || 'Not provided' },
    { key: 'dob', label: 'Date of Birth', children: formatDate(member.dateOfBirth) || 'Not provided', ...WHOLE },
    { key: 'joined', label: 'Joined', children: formatDate(member.createdAt) || 'Unknown', ...WHOLE },
    {
      key: 'start',
      label: 'Membership Start',
      children: formatDate(member.membershipStartDate) || 'Not set',
      ...WHOLE,
    },
    { key: 'end', label: 'Valid Until', children: formatDate(member.membershipEndDate) || 'Not set', ...WHOLE },
    ...registrationRows(member).map((row) => ({
      key: row.label,
      label: row.label,
      children: row.value,
      ...(WHOLE_ROWS.has(row.label) ? WHOLE : {}),
    })),
  ];

  return (
    <Card className="detail-card member-profile">
      <div className="member-profile-head">
        <Avatar
          size={88}
          src={photoSrc(member)}
          icon={<UserOutlined />}
          alt={member.profilePhotoUrl ? `Photo of ${name}` : undefined}
          className="member-profile-photo"
        />
        <div className="member-profile-title">
          <h1>{name}</h1>
          <div className="member-profile-sub">
            <span className="member-profile-id">{member.memberId}</span>
            <MemberStatusTag status={member.status} upper />
          </div>
        </div>
      </div>
      <div className="member-profile-actions">
        {office ? (
          <>
            <Button type="primary" icon={<EditOutlined />} onClick={() => onOpen('edit')}>
              Edit Member
            </Button>
            <Button icon={<CameraOutlined />} onClick={() => onOpen('photo')}>
              Update Photo
            </Button>
            <Button icon={<IdcardOutlined />} onClick={() => onOpen('idCard')}>
              Manage ID Card
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => onOpen('document')}>
              Upload Document
            </Button>
          </>
        ) : null}
        {member.idCardUrl ? (
          <Button icon={<DownloadOutlined />} onClick={() => downloadFile(member.idCardUrl!)}>
            Download ID
          </Button>
        ) : null}
        {/* Asking for a renewal is the office's work (issue 27): the request goes to the office's list. */}
        {!office ? null : canRenew(member.status) && renewalRefusal(member.status) ? (
          <span className="member-profile-renew-refused">
            <Button icon={<SyncOutlined />} disabled aria-describedby="renew-refused">
              Renew
            </Button>{' '}
            <span id="renew-refused" className="muted small">
              {renewalRefusal(member.status)}
            </span>
          </span>
        ) : canRenew(member.status) ? (
          <Button icon={<SyncOutlined />} onClick={() => navigate(`/member/${encodeURIComponent(member.id)}/renewal`)}>
            Renew
          </Button>
        ) : null}
      </div>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items}
        className="member-profile-details"
      />
    </Card>
  );
}
