import { useState } from 'react';
import { Button, Card, Result, Typography } from 'antd';
import { CameraOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { OPEN_REGISTRATION, useRegistrationStatusQuery, type RegistrationStatus } from '../../api/registration';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { usePageTitle } from '../../components/use-page-title';
import { useRedirectAfter } from '../../components/use-redirect-after';
import { ASSOCIATION_NAME, REDIRECT_DELAY_MS } from '../../lib/constants';
import { RegistrationClosedBanner } from '../../components/RegistrationClosedBanner';
import { RegisterForm, type Registered } from './RegisterForm';
import './register.css';

function RegistrationSuccess({ memberId, email }: Registered) {
  return (
    <Card>
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={<h2 className="register-result-title">Registration submitted successfully!</h2>}
        subTitle={
          <>
            <p>
              Your member ID is <strong>{memberId}</strong>.
            </p>
            <p>
              A confirmation e-mail has been sent to <strong>{email}</strong>. Once an administrator approves your
              application you will receive another e-mail with a link to set your password.
            </p>
            <p>Taking you to the login page…</p>
          </>
        }
      />
    </Card>
  );
}

function RegistrationClosed({ status }: { status: RegistrationStatus }) {
  return (
    <Card>
      <Result
        status="warning"
        title={<h2 className="register-result-title">Registration Closed</h2>}
        subTitle="New member registration is not open at the moment. Please check back later."
        extra={[
          <Button key="home" type="primary" href="/">
            Back to Home
          </Button>,
          <Button key="login" href="/member-login">
            Member Login
          </Button>,
        ]}
      >
        <RegistrationClosedBanner status={status} />
      </Result>
    </Card>
  );
}

/** /register (spec part 1 §2 "Public registration page"): form, closed state, success then /member-login. */
export function RegisterPage() {
  usePageTitle('Member Registration');
  const status = useRegistrationStatusQuery();
  const [registered, setRegistered] = useState<Registered | null>(null);
  useRedirectAfter('/member-login', REDIRECT_DELAY_MS, registered !== null);

  const current = status.data ?? OPEN_REGISTRATION;
  const formShown = !registered && !status.isPending && current.isOpen;
  let body;
  if (registered) body = <RegistrationSuccess {...registered} />;
  else if (status.isPending) body = <ContentSpinner />;
  else if (!current.isOpen) body = <RegistrationClosed status={current} />;
  else body = <RegisterForm onRegistered={setRegistered} />;

  return (
    <div className="register-page">
      <header className="register-header">
        <a href="/" className="register-brand">
          <span className="auth-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span>{ASSOCIATION_NAME}</span>
        </a>
      </header>
      <main className="register-main">
        <div className="register-intro">
          <Typography.Title level={1}>Member Registration</Typography.Title>
          {/* Only an open form is offered to fill in; while closed the page says so and nothing more. */}
          {formShown ? (
            <Typography.Paragraph type="secondary">
              Join the {ASSOCIATION_NAME}. Fill in your details below; fields marked * are required.
            </Typography.Paragraph>
          ) : null}
          {/* Spec part 1 §2: a full page navigation. */}
          <Typography.Paragraph>
            Already a member? <a href="/login">Sign in here</a>
          </Typography.Paragraph>
        </div>
        {body}
      </main>
    </div>
  );
}
