import { lazy, Suspense, useState } from 'react';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { PlainIcon } from '../../components/PlainIcon';
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { usePageTitle } from '../../components/use-page-title';
import { Trans, useTranslation } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import { LANDING_SECTIONS, type LandingSectionKey } from './landing-content';
import { AboutSection, HomeSection, ServicesSection } from './LandingSections';
import { RegistrationActions } from './RegistrationActions';
import './landing.css';
import '../../i18n/namespaces/landing';

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
  const { t } = useTranslation(['common', 'landing']);
  const name = t('association.name');
  const [section, setSection] = useState<LandingSectionKey>('home');

  const show = (key: LandingSectionKey) => {
    setSection(key);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="landing">
      <header className="landing-header">
        <a href="/" className="landing-brand" aria-label={t('header.home', { name })}>
          <span className="auth-logo" aria-hidden>
            <PlainIcon icon={CameraOutlined} />
          </span>
          <span className="landing-brand-text">
            <strong>{t('association.shortName')}</strong>
            <small>{name}</small>
          </span>
        </a>
        <nav aria-label={t('header.sections')} className="landing-nav">
          {LANDING_SECTIONS.map((item) => (
            <button
              type="button"
              key={item}
              className={`plain-btn ${section === item ? 'plain-btn-primary' : 'plain-btn-text'}`}
              aria-pressed={section === item}
              onClick={() => show(item)}
            >
              {t(`landing:sections.${item}`)}
            </button>
          ))}
        </nav>
        <LanguageSwitch className="landing-language" />
        {/* Spec §2: login is a full page navigation. */}
        <a href="/login" className="plain-btn landing-login">
          {t('header.login')}
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
          <h2 id="join-title">{t('landing:join.title')}</h2>
          <p>{t('landing:join.text', { name })}</p>
          <RegistrationActions />
        </section>
      </main>

      <footer className="landing-footer">
        <p className="landing-footer-name">{name}</p>
        <p>
          <Trans
            t={t}
            i18nKey="footer.questions"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
        <nav aria-label={t('footer.policies')} className="landing-policies">
          {POLICY_LINKS.map((link) => (
            <a key={link.href} href={link.href}>
              {t(`policies.${link.key}`)}
            </a>
          ))}
        </nav>
        <p>{t('footer.rights', { name })}</p>
      </footer>
    </div>
  );
}
