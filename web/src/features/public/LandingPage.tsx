import { lazy, Suspense, useState } from 'react';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { PlainIcon } from '../../components/PlainIcon';
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import { LANDING_SECTIONS, type LandingSectionKey } from './landing-content';
import { AboutSection, HomeSection, ServicesSection } from './LandingSections';
import { RegistrationActions } from './RegistrationActions';
import './landing.css';

// The landing page is plain HTML and CSS, so a first visit does not wait for antd; the contact
// section (a form) brings antd and its providers in its own chunk.
const ContactSection = lazy(() =>
  Promise.all([import('./ContactSection'), import('../../app/antd-providers')]).then(([section, providers]) => ({
    default: () => (
      <providers.AntdProviders>
        <section.ContactSection />
      </providers.AntdProviders>
    ),
  })),
);

/**
 * The public landing page '/' (spec part 1 §2): four in-page sections chosen by buttons (not routes),
 * with 'Join Our Community' and the footer always shown.
 */
export function LandingPage() {
  usePageTitle('');
  const [section, setSection] = useState<LandingSectionKey>('home');

  const show = (key: LandingSectionKey) => {
    setSection(key);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="landing">
      <header className="landing-header">
        <a href="/" className="landing-brand" aria-label={`${ASSOCIATION_NAME} home`}>
          <span className="auth-logo" aria-hidden>
            <PlainIcon icon={CameraOutlined} />
          </span>
          <span className="landing-brand-text">
            <strong>{ASSOCIATION_SHORT_NAME}</strong>
            <small>{ASSOCIATION_NAME}</small>
          </span>
        </a>
        <nav aria-label="Sections" className="landing-nav">
          {LANDING_SECTIONS.map((item) => (
            <button
              type="button"
              key={item.key}
              className={`plain-btn ${section === item.key ? 'plain-btn-primary' : 'plain-btn-text'}`}
              aria-pressed={section === item.key}
              onClick={() => show(item.key)}
            >
              {item.label}
            </button>
          ))}
        </nav>
        {/* Spec §2: login is a full page navigation. */}
        <a href="/login" className="plain-btn landing-login">
          Login
        </a>
      </header>

      <main className="landing-main">
        {section === 'home' && <HomeSection onNavigate={show} />}
        {section === 'about' && <AboutSection />}
        {section === 'services' && <ServicesSection />}
        {section === 'contact' && (
          <Suspense fallback={<ContentSpinner />}>
            <ContactSection />
          </Suspense>
        )}

        <section className="landing-join" aria-labelledby="join-title">
          <h2 id="join-title">Join Our Community</h2>
          <p>
            Become a member of the {ASSOCIATION_NAME} to protect your family with our welfare schemes, take part in
            events and get your digital member ID card.
          </p>
          <RegistrationActions />
        </section>
      </main>

      <footer className="landing-footer">
        <p className="landing-footer-name">{ASSOCIATION_NAME}</p>
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
