import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { CalendarOutlined, IdcardOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME, POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import './landing.css';

const HIGHLIGHTS = [
  { icon: <TeamOutlined />, title: 'Membership Management', text: 'Register online and manage your membership in one place.' },
  { icon: <SafetyCertificateOutlined />, title: 'Welfare Schemes', text: 'Kutumba Barosa, ESI and Postal insurance for members and families.' },
  { icon: <CalendarOutlined />, title: 'Events & Gallery', text: 'Sports, cultural activities and workshops for our community.' },
  { icon: <IdcardOutlined />, title: 'Digital Services', text: 'Digital ID cards, certificates and a member portal.' },
];

/** A simple welcome for visitors; the full landing page (spec §2) replaces it later. */
export function LandingPlaceholder() {
  usePageTitle('');
  return (
    <div className="landing">
      <header className="landing-header">
        <span className="brand">{ASSOCIATION_NAME}</span>
        {/* Spec §2: login and register are full page navigations. */}
        <Button href="/login">Login</Button>
      </header>
      <main className="landing-hero">
        <Typography.Title level={1}>Welcome to the {ASSOCIATION_NAME}</Typography.Title>
        <Typography.Paragraph className="landing-lead">
          Supporting photographers across Karnataka with welfare schemes, community events and digital
          membership services.
        </Typography.Paragraph>
        <Space size="middle" wrap className="landing-actions">
          <Button type="primary" size="large" href="/register">
            Register as Member
          </Button>
          <Button size="large" href="/login">
            Login
          </Button>
        </Space>
        <Row gutter={[16, 16]} className="landing-cards">
          {HIGHLIGHTS.map((item) => (
            <Col xs={24} sm={12} lg={6} key={item.title}>
              <Card className="landing-card">
                <div className="landing-card-icon" aria-hidden>
                  {item.icon}
                </div>
                <Typography.Title level={4}>{item.title}</Typography.Title>
                <Typography.Paragraph type="secondary">{item.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </main>
      <footer className="landing-footer">
        <p>
          Questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <nav aria-label="Policies" className="landing-policies">
          {POLICY_LINKS.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        <p>© 2024 {ASSOCIATION_NAME}. All rights reserved.</p>
      </footer>
    </div>
  );
}
