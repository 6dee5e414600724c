import { useState } from 'react';
import { OPEN_REGISTRATION, useRegistrationStatusQuery, type RegistrationStatus } from '../../api/registration';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { PlainIcon } from '../../components/PlainIcon';
import { CameraOutlined } from '../../components/plain/plain-icons';
import { CheckCircleFilled, ExclamationCircleFilled } from '../../components/plain/toast-icons';
import { usePageTitle } from '../../components/use-page-title';
import { useRedirectAfter } from '../../components/use-redirect-after';
import { formatDate } from '../../lib/format';
import { REDIRECT_DELAY_MS } from '../../lib/constants';
import { Trans, useTranslation } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { RegisterForm, type Registered } from './RegisterForm';
import './register.css';
import '../../i18n/namespaces/register';

function RegistrationSuccess({ memberId, email }: Registered) {
  const { t } = useTranslation('register');
  return (
    <div className="plain-card">
      <div className="plain-result plain-result-success">
        <PlainIcon icon={CheckCircleFilled} className="plain-result-icon" />
        <h2 className="register-result-title">{t('success.title')}</h2>
        <div className="plain-result-text">
          <p>
            <Trans t={t} i18nKey="success.memberId" values={{ memberId }} components={{ strong: <strong /> }} />
          </p>
          <p>
            <Trans t={t} i18nKey="success.emailSent" values={{ email }} components={{ strong: <strong /> }} />
          </p>
          <p>{t('success.redirecting')}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * The amber banner of a closed registration: the admin's message and the period ("01/04/2025 to 30/04/2025"
 * when both dates are set, spec part 1 §4); components/RegistrationClosedBanner.tsx is its antd twin.
 */
function ClosedBanner({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('register');
  const start = formatDate(status.startDate);
  const end = formatDate(status.endDate);
  const period = start && end ? t('closed.period', { start, end }) : null;
  if (!status.message && !period) return null;
  return (
    <div className="register-closed-content">
      <div className="plain-alert plain-alert-warning registration-closed-banner" role="alert">
        <PlainIcon icon={ExclamationCircleFilled} />
        <div>
          <div className="plain-alert-title">{status.message ?? t('closed.defaultMessage')}</div>
          {period ? <div>{period}</div> : null}
        </div>
      </div>
    </div>
  );
}

function RegistrationClosed({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation(['register', 'common']);
  return (
    <div className="plain-card">
      <div className="plain-result plain-result-warning">
        <PlainIcon icon={ExclamationCircleFilled} className="plain-result-icon" />
        <h2 className="register-result-title">{t('closed.title')}</h2>
        <p className="plain-result-text">{t('closed.text')}</p>
        <div className="plain-result-extra">
          <a className="plain-btn plain-btn-primary" href="/">
            {t('closed.backHome')}
          </a>
          <a className="plain-btn" href="/member-login">
            {t('common:actions.memberLogin')}
          </a>
        </div>
        <ClosedBanner status={status} />
      </div>
    </div>
  );
}

/**
 * /register (spec part 1 §2 "Public registration page"): form, closed state, success then /member-login.
 * Plain HTML and CSS (no antd), so a first visit shows the form without waiting for antd's code.
 */
export function RegisterPage() {
  const { t } = useTranslation(['register', 'common']);
  usePageTitle(t('pageTitle'));
  const name = t('common:association.name');
  const status = useRegistrationStatusQuery();
  const [registered, setRegistered] = useState<Registered | null>(null);
  useRedirectAfter('/member-login', REDIRECT_DELAY_MS, registered !== null);

  const current = status.data ?? OPEN_REGISTRATION;
  let body;
  if (registered) body = <RegistrationSuccess {...registered} />;
  else if (status.isPending) body = <ContentSpinner />;
  else if (!current.isOpen) body = <RegistrationClosed status={current} />;
  else body = <RegisterForm onRegistered={setRegistered} />;

  return (
    <div className="register-page plain-page">
      <header className="register-header">
        <a href="/" className="register-brand">
          <span className="auth-logo" aria-hidden>
            <PlainIcon icon={CameraOutlined} />
          </span>
          <span>{name}</span>
        </a>
        <LanguageSwitch />
      </header>
      <main className="register-main">
        <div className="register-intro">
          <h1>{t('title')}</h1>
          {/* Shown at once, before the registration status is known, so the page paints its text with its
              first frame; the invitation to fill in the form comes with the form (RegisterForm). */}
          <p className="plain-secondary">{t('join', { name })}</p>
          {/* Spec part 1 §2: a full page navigation. */}
          <p>
            <Trans t={t} i18nKey="alreadyMember" components={{ go: <a href="/login" /> }} />
          </p>
        </div>
        {body}
      </main>
    </div>
  );
}
