import { useRef, useState } from 'react';
import { Button, Form, Input, type InputRef } from 'antd';
import { KeyOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import {
  useRequestSetupLinkMutation,
  useSetupPasswordMutation,
  useSetupTokenQuery,
  type SetupLinkCheck,
} from '../../api/account';
import { parseApiError } from '../../api/client';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { usePageTitle } from '../../components/use-page-title';
import { useRedirectAfter } from '../../components/use-redirect-after';
import { useToast } from '../../components/use-toast';
import { REDIRECT_DELAY_MS, SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { NewPasswordFields } from './NewPasswordFields';
import { InvalidLinkView, PasswordCard, PasswordResult, VerifyingLink } from './PasswordCard';
import { canSubmitNewPassword, checkNewPassword } from './password-checks';
import { serverMessageOr } from '../../lib/server-message';

const IDENTIFIER_LABEL = 'Member ID, Email or Phone';
const IDENTIFIER_MISSING = 'Please enter your member ID, email, or phone number';

/** The login page keeps what the member typed when it sends them here (spec part 1 §2). */
function rememberedIdentifier(): string {
  return window.sessionStorage.getItem(SETUP_PASSWORD_IDENTIFIER_KEY) ?? '';
}

function SetupLinks() {
  // Spec part 1 §2: these are full page navigations.
  return (
    <>
      <p className="password-links">
        Already set your password? <a href="/member-login">Back to Member Login</a>
      </p>
      <p className="password-links">
        <a href="/forgot-password">Forgot password?</a>
      </p>
    </>
  );
}

interface SetPasswordValues {
  newPassword?: string;
  confirmPassword?: string;
}

export const INVALID_SETUP_LINK_TEXT = 'This set-up link is invalid or has expired. Request a new one.';

function InvalidSetupLink() {
  return (
    <InvalidLinkView
      message={INVALID_SETUP_LINK_TEXT}
      requestHref="/setup-password"
      requestLabel="Request New Set-up Link"
    />
  );
}

/** The e-mailed link names the member: the page says whom it is for instead of asking for their id. */
function LinkOwner({ link }: { link: SetupLinkCheck | undefined }) {
  if (!link?.valid) return null;
  return (
    <p className="password-for">
      Setting the password for <strong>{link.firstName}</strong> (member ID {link.maskedMemberId})
    </p>
  );
}

/** With the e-mailed token: choose the first password (DESIGN §7). */
function SetPasswordForm({ token, link }: { token: string; link: SetupLinkCheck | undefined }) {
  const [form] = Form.useForm<SetPasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const setup = useSetupPasswordMutation();
  const toast = useToast();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'dead-link'>('form');
  useRedirectAfter('/login', REDIRECT_DELAY_MS, outcome === 'done');

  const onFinish = async (values: SetPasswordValues) => {
    const password = values.newPassword ?? '';
    const problem = checkNewPassword(
      { newPassword: password, confirmPassword: values.confirmPassword ?? '' },
      'Please fill in all fields',
    );
    if (problem) {
      toast.error(problem.title, problem.description);
      form.focusField('newPassword');
      return;
    }
    try {
      await setup.mutateAsync({ newPassword: password, token });
      window.sessionStorage.removeItem(SETUP_PASSWORD_IDENTIFIER_KEY);
      toast.success('Password Set Successfully', 'You can now sign in with your new password.');
      setOutcome('done');
    } catch (err) {
      toast.error('Setup Failed', serverMessageOr(err, 'Failed to set up password. Please try again.'));
      // Used or expired meanwhile (e.g. in another tab): the page says so instead of keeping a form that cannot work.
      if (parseApiError(err).code === IdentityErrorCode.InvalidSetupToken) setOutcome('dead-link');
    }
  };

  if (outcome === 'dead-link') return <InvalidSetupLink />;
  if (outcome === 'done') {
    return (
      <PasswordResult
        status="success"
        title="Password Set Successfully"
        subTitle="Your password is ready. Taking you to the login page…"
        extra={
          <Button type="primary" href="/login">
            Go to Login
          </Button>
        }
      />
    );
  }

  return (
    <PasswordCard
      icon={<KeyOutlined />}
      title="Set Up Password"
      subtitle="Choose the password you will use to sign in to the member portal."
    >
      <LinkOwner link={link} />
      <Form form={form} name="setup-password" layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <NewPasswordFields newPassword={newPassword} confirmPassword={confirmPassword} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={setup.isPending}
          disabled={!canSubmitNewPassword(newPassword, confirmPassword)}
        >
          Set Password
        </Button>
      </Form>
      <SetupLinks />
    </PasswordCard>
  );
}

/** Checks the link on arrival: a used or expired one shows 'Invalid Link' at once, not a form that fails later. */
function SetupWithToken({ token }: { token: string }) {
  const check = useSetupTokenQuery(token);
  if (check.isPending) return <VerifyingLink text="Verifying set-up link..." />;
  if (check.data?.valid === false) return <InvalidSetupLink />;
  // A failed check (server unreachable) still shows the form: the set-up call itself judges the token.
  return <SetPasswordForm token={token} link={check.data} />;
}

/** Without a token: e-mail a fresh set-up link; the answer never says whether the account exists. */
function RequestSetupLinkForm() {
  const loginInput = useRef<InputRef>(null);
  const request = useRequestSetupLinkMutation();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Send Another Email' brings the form back with what was typed.
  const [lastLoginId, setLastLoginId] = useState(rememberedIdentifier);

  const onFinish = async (values: { loginId?: string }) => {
    const loginId = values.loginId?.trim() ?? '';
    if (!loginId) {
      toast.error('Missing Information', IDENTIFIER_MISSING);
      loginInput.current?.focus();
      return;
    }
    try {
      await request.mutateAsync(loginId);
      setLastLoginId(loginId);
      setSentTo(loginId);
    } catch (err) {
      toast.error('Request Failed', serverMessageOr(err, 'Failed to send the set-up e-mail. Please try again.'));
    }
  };

  if (sentTo !== null) {
    return (
      <PasswordResult
        status="info"
        icon={<MailOutlined />}
        title="Check Your Email"
        subTitle={
          <>
            If an approved membership matches <strong>{sentTo}</strong>, we have e-mailed a link to set your password to
            the address on that membership. The link is valid for 24 hours.
          </>
        }
        extra={
          <div className="password-result-actions">
            <Button type="primary" href="/member-login">
              Back to Login
            </Button>
            <Button onClick={() => setSentTo(null)}>Send Another Email</Button>
          </div>
        }
      />
    );
  }

  return (
    <PasswordCard
      icon={<KeyOutlined />}
      title="Set Up Password"
      subtitle="Enter your member ID, e-mail or phone number and we will e-mail you a secure link to set your password."
    >
      <Form
        name="setup-link"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ loginId: lastLoginId }}
        onFinish={onFinish}
      >
        <Form.Item label={IDENTIFIER_LABEL} name="loginId">
          <Input
            ref={loginInput}
            prefix={<UserOutlined />}
            placeholder="e.g. PHOTO0001 or you@example.com"
            autoComplete="username"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Send Setup Link
        </Button>
      </Form>
      <p className="password-links muted small">
        Approved members receive this link by e-mail. Use this form if it has expired or did not arrive.
      </p>
      <SetupLinks />
    </PasswordCard>
  );
}

/** /setup-password (spec part 2 §2, DESIGN §7). */
export function SetupPasswordPage() {
  usePageTitle('Set Up Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <SetupWithToken token={token} /> : <RequestSetupLinkForm />;
}
