import type { ReactNode } from 'react';
import { Card, Result, type ResultProps } from 'antd';
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
