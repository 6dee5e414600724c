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
import { useTranslation } from '../../i18n/i18n';
import {
  HIGHLIGHTS,
  SCHEMES,
  SERVICE_POINTS,
  SERVICES,
  WHY_JOIN,
  type LandingSectionKey,
  type ServiceIcon,
} from './landing-content';
import '../../i18n/namespaces/landing';

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
  const { t } = useTranslation('landing');
  return (
    <div className="landing-grid landing-grid-4">
      {SERVICES.map((service) => (
        <div key={service}>
          <div className="landing-card">
            <div className="landing-card-icon" aria-hidden>
              {SERVICE_ICONS[service]}
            </div>
            <h3>{t(`services.${service}.title`)}</h3>
            <p className="landing-card-text">{t(`services.${service}.text`)}</p>
            {detailed ? (
              <ul className="landing-points">
                {SERVICE_POINTS.map((point) => (
                  <li key={point}>
                    <PlainIcon icon={CheckCircleFilled} /> {t(`services.${service}.${point}`)}
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
  const { t } = useTranslation('landing');
  return (
    <div className="landing-grid landing-grid-3">
      {SCHEMES.map((scheme) => (
        <div key={scheme}>
          <div className="landing-card scheme-card">
            <p className="scheme-tagline">{t(`schemes.${scheme}.tagline`)}</p>
            <h3>{t(`schemes.${scheme}.name`)}</h3>
            <p className="landing-card-text">{t(`schemes.${scheme}.text`)}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

export function HomeSection({ onNavigate }: { onNavigate: (key: LandingSectionKey) => void }) {
  const { t } = useTranslation('landing');
  return (
    <>
      <div className="landing-banner">
        <p className="landing-kicker">{t('home.kicker')}</p>
        <h1>{t('home.title', { name: t('association.name', { ns: 'common' }) })}</h1>
        <p className="landing-lead">{t('home.lead')}</p>
        <div className="landing-banner-actions">
          <button
            type="button"
            className="plain-btn plain-btn-lg plain-btn-primary"
            onClick={() => onNavigate('services')}
          >
            {t('home.exploreServices')}
          </button>
          <button type="button" className="plain-btn plain-btn-lg" onClick={() => onNavigate('about')}>
            {t('home.learnAboutUs')}
          </button>
        </div>
      </div>
      <section className="landing-section" aria-labelledby="home-services">
        <SectionHeading id="home-services" title={t('home.ourServices')} />
        <ServiceCards detailed={false} />
      </section>
      <section className="landing-section" aria-labelledby="home-schemes">
        <SectionHeading id="home-schemes" title={t('home.ourSchemes')} lead={t('home.schemesLead')} />
        <SchemeCards />
      </section>
    </>
  );
}

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="about-title">
      <SectionHeading id="about-title" title={t('about.title')} />
      <div className="landing-card landing-mission">
        <h3>{t('about.missionTitle')}</h3>
        <p>{t('about.mission')}</p>
      </div>
      <div className="landing-grid landing-grid-3 landing-highlights">
        {HIGHLIGHTS.map((item, index) => (
          <div key={item}>
            <div className="landing-card">
              <div className="landing-card-icon" aria-hidden>
                {HIGHLIGHT_ICONS[index]}
              </div>
              <h3>{t(`about.${item}.title`)}</h3>
              <p className="landing-card-text">{t(`about.${item}.text`)}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="landing-card landing-why">
        <h3>{t('about.whyJoin')}</h3>
        <ul className="landing-points">
          {WHY_JOIN.map((point) => (
            <li key={point}>
              <PlainIcon icon={CheckCircleFilled} /> {t(`about.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="services-title">
      <SectionHeading id="services-title" title={t('services.title')} lead={t('services.lead')} />
      <ServiceCards detailed />
      <div className="landing-subsection">
        <h3>{t('home.ourSchemes')}</h3>
        <SchemeCards />
      </div>
    </section>
  );
}
