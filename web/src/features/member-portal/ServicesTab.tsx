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
import { OFFICE_HOURS, SUPPORT_EMAIL } from '../../lib/constants';
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
  return (
    <Row gutter={[16, 16]} className="member-services">
      <Col xs={24} lg={8}>
        <Card title={<h2 className="member-card-title">Digital Services</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<IdcardOutlined />}
              title="Digital ID Card"
              text="Your member ID card, to show or print."
              action={
                <Button loading={files.opening === 'id-card'} onClick={() => files.open('id-card')}>
                  Download ID Card
                </Button>
              }
            />
            <Service
              icon={<FileProtectOutlined />}
              title="Membership Certificate"
              text="Your certificate of membership, opened in a new tab."
              action={
                <Button loading={files.opening === 'certificate'} onClick={() => files.open('certificate')}>
                  View Certificate
                </Button>
              }
            />
            <Service
              icon={<CreditCardOutlined />}
              title="Online Payment"
              text="Pay your scheme contributions by UPI, card, net banking or wallet."
              action={<Link to="/make-payment">Make Payment</Link>}
            />
          </ul>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={<h2 className="member-card-title">Member Services</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<CalendarOutlined />}
              title="Events"
              text="Workshops, meetings and exhibitions; sign up for the ones ahead."
              action={<Link to="/member-events">View Events</Link>}
            />
            <Service
              icon={<UserOutlined />}
              title="Profile"
              text="Update your contact details and change your password."
              action={<Link to="/profile-settings">Profile Settings</Link>}
            />
            <Service
              icon={<SyncOutlined />}
              title="Membership Renewal"
              text={`${validUntil ? `Valid until ${formatDate(validUntil)}. ` : ''}${
                renewal.requestedAt
                  ? 'Your renewal request has been sent. The admin will contact you within 24 hours.'
                  : renewal.opensOn
                    ? `Renewal opens on ${formatDate(renewal.opensOn)}, 30 days before your membership ends.`
                    : renewalFeeText(renewal)
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
        <Card title={<h2 className="member-card-title">Support</h2>}>
          <ul className="member-service-list">
            <Service
              icon={<ClockCircleOutlined />}
              title="Office Hours"
              text={
                <span className="office-hours">
                  {OFFICE_HOURS.map(({ days, hours }) => (
                    <span key={days}>
                      {days}: {hours}
                    </span>
                  ))}
                </span>
              }
              action={null}
            />
            <Service
              icon={<MailOutlined />}
              title="Email"
              text="Write to the association for help with your membership, schemes or payments."
              action={<a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}
            />
          </ul>
        </Card>
      </Col>
    </Row>
  );
}
