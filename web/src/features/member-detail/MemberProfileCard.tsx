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
import { useAdminMemberDetailTexts, type AdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import memberDetail from '../../i18n/locales/en/admin/member-detail.json';
import { memberStatusText, useMemberTexts } from '../../i18n/member';

export type DetailDialog = 'edit' | 'photo' | 'idCard' | 'document';

/** Numbers and dates are never broken across lines (member-detail.css); other values may wrap anywhere. */
const WHOLE = { classNames: { content: 'detail-value-whole' } };
const WHOLE_ROWS = new Set<RowKey>(['alternatePhone', 'aadhaar', 'experience']);

type RowKey = keyof typeof memberDetail.profile.labels;
type Named = 'genders' | 'businessTypes' | 'relations';

const titleCase = (value: string) =>
  value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A gender, business type or relation in the shown language; one the catalogue does not know, in title case. */
function optionText(t: AdminMemberDetailTexts, group: Named, value: string): string {
  const known = memberDetail.profile[group] as Record<string, string>;
  return value in known ? t(`profile.${group}.${value}` as Parameters<AdminMemberDetailTexts>[0]) : titleCase(value);
}

/** Rows for the registration details; those the member never gave are left out. */
function registrationRows(member: Member, t: AdminMemberDetailTexts): { key: RowKey; value: ReactNode }[] {
  const place = [member.city, member.state, member.pincode].filter(Boolean).join(', ');
  const emergency = [
    member.emergencyContactName,
    member.emergencyContactRelation ? `(${optionText(t, 'relations', member.emergencyContactRelation)})` : '',
    member.emergencyContactPhone,
  ]
    .filter(Boolean)
    .join(' ');
  const rows: { key: RowKey; value: ReactNode }[] = [
    { key: 'alternatePhone', value: member.alternatePhone },
    { key: 'place', value: place },
    { key: 'gender', value: member.gender ? optionText(t, 'genders', member.gender) : '' },
    { key: 'studioName', value: member.studioName },
    { key: 'businessType', value: member.businessType ? optionText(t, 'businessTypes', member.businessType) : '' },
    {
      key: 'experience',
      value: member.experienceYears ? t('profile.experienceYears', { years: member.experienceYears }) : '',
    },
    // DESIGN.md §4: Aadhaar is never shown in full after submission.
    { key: 'aadhaar', value: member.aadhaarLast4 ? `XXXX XXXX ${member.aadhaarLast4}` : '' },
    { key: 'emergencyContact', value: emergency },
    { key: 'referredBy', value: member.referredBy },
    { key: 'additionalInfo', value: member.additionalInfo },
    {
      key: 'registrationFiles',
      value:
        member.passportPhotoUrl || member.idProofUrl ? (
          <span className="registration-files">
            {member.passportPhotoUrl ? (
              <a href={member.passportPhotoUrl} target="_blank" rel="noopener noreferrer">
                {t('profile.passportPhoto')}
              </a>
            ) : null}
            {member.idProofUrl ? (
              <a href={member.idProofUrl} target="_blank" rel="noopener noreferrer">
                {t('profile.idProof')}
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
  const t = useAdminMemberDetailTexts();
  const memberTexts = useMemberTexts();
  // Editing the register is the office's work (issue 27); other roles only read it.
  const office = useAdminCan('office');
  const name = memberName(member);
  const items = [
    { key: 'email', label: t('profile.labels.email'), children: member.email || t('profile.notProvided') },
    { key: 'phone', label: t('profile.labels.phone'), children: member.phone, ...WHOLE },
    { key: 'address', label: t('profile.labels.address'), children: member.address || t('profile.notProvided') },
    {
      key: 'dob',
      label: t('profile.labels.dateOfBirth'),
      children: formatDate(member.dateOfBirth) || t('profile.notProvided'),
      ...WHOLE,
    },
    {
      key: 'joined',
      label: t('profile.labels.joined'),
      children: formatDate(member.createdAt) || t('profile.unknown'),
      ...WHOLE,
    },
    {
      key: 'start',
      label: t('profile.labels.membershipStart'),
      children: formatDate(member.membershipStartDate) || t('profile.notSet'),
      ...WHOLE,
    },
    {
      key: 'end',
      label: t('profile.labels.validUntil'),
      children: formatDate(member.membershipEndDate) || t('profile.notSet'),
      ...WHOLE,
    },
    ...registrationRows(member, t).map((row) => ({
      key: row.key,
      label: t(`profile.labels.${row.key}`),
      children: row.value,
      ...(WHOLE_ROWS.has(row.key) ? WHOLE : {}),
    })),
  ];

  return (
    <Card className="detail-card member-profile">
      <div className="member-profile-head">
        <Avatar
          size={88}
          src={photoSrc(member)}
          icon={<UserOutlined />}
          alt={member.profilePhotoUrl ? t('profile.photoOf', { name }) : undefined}
          className="member-profile-photo"
        />
        <div className="member-profile-title">
          <h1>{name}</h1>
          <div className="member-profile-sub">
            <span className="member-profile-id">{member.memberId}</span>
            <MemberStatusTag status={member.status} text={memberStatusText(memberTexts, member.status)} upper />
          </div>
        </div>
      </div>
      <div className="member-profile-actions">
        {office ? (
          <>
            <Button type="primary" icon={<EditOutlined />} onClick={() => onOpen('edit')}>
              {t('profile.editMember')}
            </Button>
            <Button icon={<CameraOutlined />} onClick={() => onOpen('photo')}>
              {t('profile.updatePhoto')}
            </Button>
            <Button icon={<IdcardOutlined />} onClick={() => onOpen('idCard')}>
              {t('profile.manageIdCard')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => onOpen('document')}>
              {t('profile.uploadDocument')}
            </Button>
          </>
        ) : null}
        {member.idCardUrl ? (
          <Button icon={<DownloadOutlined />} onClick={() => downloadFile(member.idCardUrl!)}>
            {t('profile.downloadId')}
          </Button>
        ) : null}
        {/* Asking for a renewal is the office's work (issue 27): the request goes to the office's list. */}
        {!office ? null : canRenew(member.status) && renewalRefusal(member.status) ? (
          <span className="member-profile-renew-refused">
            <Button icon={<SyncOutlined />} disabled aria-describedby="renew-refused">
              {t('profile.renew')}
            </Button>{' '}
            <span id="renew-refused" className="muted small">
              {/* The contract's refusal (RENEWAL_NEEDS_APPROVAL) in the shown language. */}
              {t('profile.needsApproval')}
            </span>
          </span>
        ) : canRenew(member.status) ? (
          <Button icon={<SyncOutlined />} onClick={() => navigate(`/member/${encodeURIComponent(member.id)}/renewal`)}>
            {t('profile.renew')}
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
