import type { ReactNode } from 'react';
import { Button, Card, Col, Row, Typography } from 'antd';
import {
  CalendarOutlined,
  CheckCircleFilled,
  HeartOutlined,
  IdcardOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ASSOCIATION_NAME } from '../../lib/constants';
import {
  HIGHLIGHTS,
  MISSION,
  SCHEMES,
  SERVICES,
  WHY_JOIN,
  type LandingSectionKey,
  type ServiceIcon,
} from './landing-content';

const SERVICE_ICONS: Record<ServiceIcon, ReactNode> = {
  membership: <TeamOutlined />,
  welfare: <SafetyCertificateOutlined />,
  events: <CalendarOutlined />,
  digital: <IdcardOutlined />,
};

const HIGHLIGHT_ICONS = [<TeamOutlined key="c" />, <HeartOutlined key="w" />, <RiseOutlined key="g" />];

export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="landing-section-heading">
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </div>
  );
}

function ServiceCards({ detailed }: { detailed: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {SERVICES.map((service) => (
        <Col xs={24} sm={12} lg={6} key={service.title}>
          <Card className="landing-card">
            <div className="landing-card-icon" aria-hidden>
              {SERVICE_ICONS[service.icon]}
            </div>
            <h3>{service.title}</h3>
            <Typography.Paragraph type="secondary">{service.text}</Typography.Paragraph>
            {detailed ? (
              <ul className="landing-points">
                {service.points.map((point) => (
                  <li key={point}>
                    <CheckCircleFilled aria-hidden /> {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function SchemeCards() {
  return (
    <Row gutter={[16, 16]}>
      {SCHEMES.map((scheme) => (
        <Col xs={24} md={8} key={scheme.name}>
          <Card className="landing-card scheme-card">
            <p className="scheme-tagline">{scheme.tagline}</p>
            <h3>{scheme.name}</h3>
            <Typography.Paragraph type="secondary">{scheme.text}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function HomeSection({ onNavigate }: { onNavigate: (key: LandingSectionKey) => void }) {
  return (
    <>
      <div className="landing-banner">
        <p className="landing-kicker">Serving photographers across Karnataka</p>
        <h1>Welcome to the {ASSOCIATION_NAME}</h1>
        <p className="landing-lead">
          Welfare schemes for you and your family, community events, and digital membership services — all in one place.
        </p>
        <div className="landing-banner-actions">
          <Button type="primary" size="large" onClick={() => onNavigate('services')}>
            Explore Services
          </Button>
          <Button size="large" onClick={() => onNavigate('about')}>
            Learn About Us
          </Button>
        </div>
      </div>
      <section className="landing-section" aria-labelledby="home-services">
        <SectionHeading id="home-services" title="Our Services" />
        <ServiceCards detailed={false} />
      </section>
      <section className="landing-section" aria-labelledby="home-schemes">
        <SectionHeading
          id="home-schemes"
          title="Our Welfare Schemes"
          lead="Three schemes that protect members and their families."
        />
        <SchemeCards />
      </section>
    </>
  );
}

export function AboutSection() {
  return (
    <section className="landing-section" aria-labelledby="about-title">
      <SectionHeading id="about-title" title="About Us" />
      <Card className="landing-mission">
        <h3>Our Mission</h3>
        <p>{MISSION}</p>
      </Card>
      <Row gutter={[16, 16]} className="landing-highlights">
        {HIGHLIGHTS.map((item, index) => (
          <Col xs={24} md={8} key={item.title}>
            <Card className="landing-card">
              <div className="landing-card-icon" aria-hidden>
                {HIGHLIGHT_ICONS[index]}
              </div>
              <h3>{item.title}</h3>
              <Typography.Paragraph type="secondary">{item.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="landing-why">
        <h3>Why Join</h3>
        <ul className="landing-points">
          {WHY_JOIN.map((point) => (
            <li key={point}>
              <CheckCircleFilled aria-hidden /> {point}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

export function ServicesSection() {
  return (
    <section className="landing-section" aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        title="Services"
        lead="Everything a member needs, from registration to welfare and events."
      />
      <ServiceCards detailed />
      <div className="landing-subsection">
        <h3>Our Welfare Schemes</h3>
        <SchemeCards />
      </div>
    </section>
  );
}
