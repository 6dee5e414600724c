import type { ReactNode } from 'react';
import { Button, Card, Col, Row, Space } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  MailOutlined,
  SyncOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMemberTexts } from '../../i18n/member';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import { RenewalPayButton, RenewalRequestButton, renewalFeeText } from './RenewalBanner';
import type { useMemberFiles } from './use-member-files';
import type { MemberRenewal } from './use-member-renewal';

function Service({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="member-service">
      <span className="member-service-icon" aria-hidden>
        {icon}
      </span>
      <div className="member-service-body">
        <h3 className="member-service-title">{title}</h3>
        <p className="muted small">{text}</p>
        {action}
      </div>
    </li>
  );
}

/**
 * Services tab (spec part 2 §2): digital services, member services and support, each a working link or
 * action: the ID card and certificate open in a new tab when they exist, the rest lead to their pages.
 */
export function ServicesTab({
  files,
  renewal,
  validUntil,
}: {
  files: ReturnType<typeof useMemberFiles>;
  renewal: MemberRenewal;
  validUntil: string | null;
}) {
  const t = useMemberTexts();
  // lib/constants' OFFICE_HOURS, in the shown language.
  const officeHours = [
    { days: t('services.weekdays'), hours: t('services.weekdayHours') },
    { days: t('services.saturday'), hours: t('services.saturdayHours') },
  ];
  return (
    <Row gutter={[16, 16]} className="member-services">
      <Col xs={24} lg={8}>
        <Card title={<h2 className="member-card-title">{t('services.digital')}</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<IdcardOutlined />}
              title={t('services.idCardTitle')}
              text={t('services.idCardText')}
              action={
                <Button loading={files.opening === 'id-card'} onClick={() => files.open('id-card')}>
                  {t('services.idCard')}
                </Button>
              }
            />
            <Service
              icon={<FileProtectOutlined />}
              title={t('services.certificateTitle')}
              text={t('services.certificateText')}
              action={
                <Button loading={files.opening === 'certificate'} onClick={() => files.open('certificate')}>
                  {t('services.certificate')}
                </Button>
              }
            />
            <Service
              icon={<CreditCardOutlined />}
              title={t('services.paymentTitle')}
              text={t('services.paymentText')}
              action={<Link to="/make-payment">{t('services.payment')}</Link>}
            />
          </ul>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={<h2 className="member-card-title">{t('services.member')}</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<CalendarOutlined />}
              title={t('services.eventsTitle')}
              text={t('services.eventsText')}
              action={<Link to="/member-events">{t('services.events')}</Link>}
            />
            <Service
              icon={<UserOutlined />}
              title={t('services.profileTitle')}
              text={t('services.profileText')}
              action={<Link to="/profile-settings">{t('services.profile')}</Link>}
            />
            <Service
              icon={<SyncOutlined />}
              title={t('services.renewalTitle')}
              text={`${validUntil ? t('services.validUntil', { date: formatDate(validUntil) }) : ''}${
                renewal.requestedAt
                  ? t('services.renewalSent')
                  : renewal.opensOn
                    ? t('services.renewalOpens', { date: formatDate(renewal.opensOn) })
                    : renewalFeeText(t, renewal)
              }`}
              action={
                renewal.windowOpen ? (
                  <Space wrap>
                    <RenewalPayButton renewal={renewal} />
                    <RenewalRequestButton renewal={renewal} />
                  </Space>
                ) : null
              }
            />
          </ul>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={<h2 className="member-card-title">{t('services.support')}</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<ClockCircleOutlined />}
              title={t('services.officeHours')}
              text={
                <span className="office-hours">
                  {officeHours.map(({ days, hours }) => (
                    <span key={days}>{t('services.hoursLine', { days, hours })}</span>
                  ))}
                </span>
              }
              action={null}
            />
            <Service
              icon={<MailOutlined />}
              title={t('services.emailTitle')}
              text={t('services.emailText')}
              action={<a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}
            />
          </ul>
        </Card>
      </Col>
    </Row>
  );
}
