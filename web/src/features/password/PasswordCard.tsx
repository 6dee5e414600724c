import type { ReactNode } from 'react';
import { Button, Card, Result, Spin, type ResultProps } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { usePasswordTexts } from '../../i18n/password';
import './password.css';

interface PasswordCardProps {
  /** Result views leave these out: their Result title is the page's h1. */
  icon?: ReactNode;
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every password screen uses, with the screen's name as its h1. */
export function PasswordCard({ icon, title, subtitle, children }: PasswordCardProps) {
  return (
    <main className="auth-page">
      <Card className="password-card">
        {title ? (
          <div className="password-card-head">
            <span className="password-icon" aria-hidden>
              {icon}
            </span>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </Card>
    </main>
  );
}

interface PasswordResultProps extends Pick<ResultProps, 'status' | 'icon' | 'subTitle' | 'extra'> {
  /** The page's h1. */
  title: string;
}

/** The outcome screens of the password flows (sent, set, reset, invalid link) in the same card. */
export function PasswordResult({ title, ...result }: PasswordResultProps) {
  return (
    <PasswordCard>
      <Result className="password-result" title={<h1>{title}</h1>} {...result} />
    </PasswordCard>
  );
}

interface InvalidLinkViewProps {
  message: string;
  /** Where a fresh link is asked for, and the button's words. */
  requestHref: string;
  requestLabel: string;
}

/** Spec part 2 §2 'Invalid Link': shown at once for a missing, used or expired link. */
export function InvalidLinkView({ message, requestHref, requestLabel }: InvalidLinkViewProps) {
  const t = usePasswordTexts();
  return (
    <PasswordResult
      status="error"
      icon={<CloseCircleOutlined />}
      title={t('invalidLink')}
      subTitle={message}
      extra={
        <div className="password-result-actions">
          <Button type="primary" href={requestHref}>
            {requestLabel}
          </Button>
          <Button href="/login">{t('backToLogin')}</Button>
        </div>
      }
    />
  );
}

/** The brief state while an e-mailed link is checked (spec part 2 §2 'Verifying reset link...'). */
export function VerifyingLink({ text }: { text: string }) {
  return (
    <PasswordCard>
      <div className="password-verifying" role="status" aria-live="polite">
        <Spin />
        <p>{text}</p>
      </div>
    </PasswordCard>
  );
}
