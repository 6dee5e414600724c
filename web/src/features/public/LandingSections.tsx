import type { ReactNode } from 'react';
import { PlainIcon } from '../../components/PlainIcon';
// Single icon definitions drawn by PlainIcon: the @ant-design/icons components would bring their own
// runtime (measured 2026-11-26: the landing page's JS 113.0 KiB gzipped with them, 108.9 KiB with these).
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
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

// The landing page is plain HTML and CSS (landing.css): it shows before antd's code has downloaded.
const SERVICE_ICONS: Record<ServiceIcon, ReactNode> = {
  membership: <PlainIcon icon={TeamOutlined} />,
  welfare: <PlainIcon icon={SafetyCertificateOutlined} />,
  events: <PlainIcon icon={CalendarOutlined} />,
  digital: <PlainIcon icon={IdcardOutlined} />,
};

const HIGHLIGHT_ICONS = [
  <PlainIcon key="c" icon={TeamOutlined} />,
  <PlainIcon key="w" icon={HeartOutlined} />,
  <PlainIcon key="g" icon={RiseOutlined} />,
];

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
    <div className="landing-grid landing-grid-4">
      {SERVICES.map((service) => (
        <div key={service.title}>
          <div className="landing-card">
            <div className="landing-card-icon" aria-hidden>
              {SERVICE_ICONS[service.icon]}
            </div>
            <h3>{service.title}</h3>
            <p className="landing-card-text">{service.text}</p>
            {detailed ? (
              <ul className="landing-points">
                {service.points.map((point) => (
                  <li key={point}>
                    <PlainIcon icon={CheckCircleFilled} /> {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}

function SchemeCards() {
  return (
    <div className="landing-grid landing-grid-3">
      {SCHEMES.map((scheme) => (
        <div key={scheme.name}>
          <div className="landing-card scheme-card">
            <p className="scheme-tagline">{scheme.tagline}</p>
            <h3>{scheme.name}</h3>
            <p className="landing-card-text">{scheme.text}</p>
          </div>
        </div>
      ))}
    </div>
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
          <button
            type="button"
            className="plain-btn plain-btn-lg plain-btn-primary"
            onClick={() => onNavigate('services')}
          >
            Explore Services
          </button>
          <button type="button" className="plain-btn plain-btn-lg" onClick={() => onNavigate('about')}>
            Learn About Us
          </button>
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
      <div className="landing-card landing-mission">
        <h3>Our Mission</h3>
        <p>{MISSION}</p>
      </div>
      <div className="landing-grid landing-grid-3 landing-highlights">
        {HIGHLIGHTS.map((item, index) => (
          <div key={item.title}>
            <div className="landing-card">
              <div className="landing-card-icon" aria-hidden>
                {HIGHLIGHT_ICONS[index]}
              </div>
              <h3>{item.title}</h3>
              <p className="landing-card-text">{item.text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="landing-card landing-why">
        <h3>Why Join</h3>
        <ul className="landing-points">
          {WHY_JOIN.map((point) => (
            <li key={point}>
              <PlainIcon icon={CheckCircleFilled} /> {point}
            </li>
          ))}
        </ul>
      </div>
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
