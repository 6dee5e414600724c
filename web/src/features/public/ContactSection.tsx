import { Card, Col, Row } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { OFFICE_HOURS, POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import { ContactForm } from './ContactForm';
import { OFFICE_ADDRESS } from './landing-content';
import { SectionHeading } from './LandingSections';

/** Contact: office address, hours, e-mail, quick links and the message form (its own chunk: few visitors open it). */
export function ContactSection() {
  return (
    <section className="landing-section" aria-labelledby="contact-title">
      <SectionHeading id="contact-title" title="Contact" lead="We are happy to help with membership and schemes." />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card className="landing-card contact-details">
            <h3>
              <EnvironmentOutlined aria-hidden /> Office Address
            </h3>
            <address>
              {OFFICE_ADDRESS.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <h3>
              <ClockCircleOutlined aria-hidden /> Office Hours
            </h3>
            <ul className="office-hours">
              {OFFICE_HOURS.map((slot) => (
                <li key={slot.days}>
                  {slot.days}: {slot.hours}
                </li>
              ))}
            </ul>
            <h3>
              <MailOutlined aria-hidden /> Email
            </h3>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <h3>Quick Links</h3>
            <nav aria-label="Quick links">
              <ul className="quick-links">
                <li>
                  <a href="/register">Apply for membership</a>
                </li>
                <li>
                  <a href="/setup-password">Set up your password</a>
                </li>
                <li>
                  <a href="/forgot-password">Forgot password</a>
                </li>
                {POLICY_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card className="landing-card">
            <h3>Send us a message</h3>
            <ContactForm />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
