import { Avatar, Button, Modal, Skeleton, Typography } from 'antd';
import { DownloadOutlined, UserOutlined } from '@ant-design/icons';
import { idCardFileUrl, type IdCardRow } from '../../api/id-cards';
import { useMemberQuery, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { type AdminIdCardsTexts, useAdminIdCardsTexts } from '../../i18n/admin-id-cards';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useCommonTexts } from '../../i18n/common-texts';

/** 'Not Set' when a membership has no end date (spec part 1 §2). */
const validity = (t: AdminIdCardsTexts, value: string | null | undefined) => formatDate(value) || t('card.notSet');

interface SideProps {
  member: Member;
  row: IdCardRow;
  t: AdminIdCardsTexts;
  /** The association's name in the shown language. */
  association: string;
}

function Front({ member, row, t, association }: SideProps) {
  const layout = useAdminLayoutTexts();
  return (
    <section className="id-card-side" aria-label={t('card.front')}>
      <div className="id-card-band">
        {association}
        <small>{t('card.kind')}</small>
      </div>
      <div className="id-card-body">
        <Avatar
          shape="square"
          size={72}
          src={member.profilePhotoUrl ?? undefined}
          icon={<UserOutlined />}
          alt={member.profilePhotoUrl ? t('card.photoOf', { name: memberName(member) }) : undefined}
        />
        <dl className="id-card-fields">
          <dt>{t('card.name')}</dt>
          <dd>{memberName(member)}</dd>
          <dt>{t('card.memberId')}</dt>
          <dd>{member.memberId}</dd>
          <dt>{t('card.status')}</dt>
          <dd>
            <MemberStatusTag status={row.status} upper text={adminStatusText(layout, row.status)} />
          </dd>
          <dt>{t('card.validUntil')}</dt>
          <dd>{validity(t, member.membershipEndDate)}</dd>
        </dl>
      </div>
    </section>
  );
}

function Back({ member, row, t, association }: SideProps) {
  const address = [member.address, member.city, member.state, member.pincode].filter(Boolean).join(', ');
  return (
    <section className="id-card-side" aria-label={t('card.back')}>
      <div className="id-card-band">
        {association}
        <small>{t('card.details')}</small>
      </div>
      <div className="id-card-body">
        <dl className="id-card-fields">
          <dt>{t('card.phone')}</dt>
          <dd>{member.phone}</dd>
          <dt>{t('card.email')}</dt>
          <dd>{member.email ?? t('card.notGiven')}</dd>
          <dt>{t('card.address')}</dt>
          <dd>{address || t('card.notGiven')}</dd>
          <dt>{t('card.issueDate')}</dt>
          <dd>{formatDate(row.generatedAt ?? new Date())}</dd>
          <dt>{t('card.validUntil')}</dt>
          <dd>{validity(t, member.membershipEndDate)}</dd>
        </dl>
      </div>
      <p className="id-card-notice">{t('card.notice', { association })}</p>
    </section>
  );
}

/** Preview of a member's card, both sides, from the live record (dates in en-IN); Download PDF gets the real file. */
export function IdCardPreview({ row, onClose }: { row: IdCardRow; onClose: () => void }) {
  const { data: member, isPending, error } = useMemberQuery(row.memberId);
  const office = useAdminCan('office');
  const t = useAdminIdCardsTexts();
  const association = useCommonTexts()('association.name');
  return (
    <Modal
      open
      width={720}
      title={t('card.title', { name: row.name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('card.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          href={row.hasCard ? idCardFileUrl(row.memberId) : undefined}
          download={row.hasCard ? '' : undefined}
          disabled={!row.hasCard}
        >
          {t('downloadPdf')}
        </Button>,
      ]}
    >
      {!row.hasCard && (
        <Typography.Paragraph type="secondary">
          {office ? t('card.noCardOffice') : t('card.noCard')}
        </Typography.Paragraph>
      )}
      {isPending ? (
        <Skeleton active />
      ) : error || !member ? (
        <Typography.Paragraph type="danger">{t('card.loadFailed')}</Typography.Paragraph>
      ) : (
        <div className="id-card-sides">
          <Front member={member} row={row} t={t} association={association} />
          <Back member={member} row={row} t={t} association={association} />
        </div>
      )}
    </Modal>
  );
}
