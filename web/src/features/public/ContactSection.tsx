import { Card, Col, Row } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/i18n';
import { POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import { ContactForm } from './ContactForm';
import { OFFICE_ADDRESS, OFFICE_HOURS } from './landing-content';
import { SectionHeading } from './LandingSections';
import '../../i18n/namespaces/landing';

/** Contact: office address, hours, e-mail, quick links and the message form (its own chunk: few visitors open it). */
export function ContactSection() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <section className="landing-section" aria-labelledby="contact-title">
      <SectionHeading id="contact-title" title={t('contact.title')} lead={t('contact.lead')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card className="landing-card contact-details">
            <h3>
              <EnvironmentOutlined aria-hidden /> {t('contact.officeAddress')}
            </h3>
            <address>
              {OFFICE_ADDRESS.map((line) => (
                <span key={line}>
                  {t(`contact.${line}`)}
                  <br />
                </span>
              ))}
            </address>
            <h3>
              <ClockCircleOutlined aria-hidden /> {t('contact.officeHours')}
            </h3>
            <ul className="office-hours">
              {OFFICE_HOURS.map((slot) => (
                <li key={slot.days}>
                  {t('contact.hoursLine', { days: t(`contact.${slot.days}`), hours: t(`contact.${slot.hours}`) })}
                </li>
              ))}
            </ul>
            <h3>
              <MailOutlined aria-hidden /> {t('contact.email')}
            </h3>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <h3>{t('contact.quickLinks')}</h3>
            <nav aria-label={t('contact.quickLinksLabel')}>
              <ul className="quick-links">
                <li>
                  <a href="/register">{t('contact.apply')}</a>
                </li>
                <li>
                  <a href="/setup-password">{t('contact.setupPassword')}</a>
                </li>
                <li>
                  <a href="/forgot-password">{t('contact.forgotPassword')}</a>
                </li>
                {POLICY_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{t(`common:policies.${link.key}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card className="landing-card">
            <h3>{t('contact.sendUsMessage')}</h3>
            <ContactForm />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
