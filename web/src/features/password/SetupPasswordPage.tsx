import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { KeyOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useRequestSetupLinkMutation, useSetupPasswordMutation } from '../../api/account';
import { usePageTitle } from '../../components/use-page-title';
import { useRedirectAfter } from '../../components/use-redirect-after';
import { useToast } from '../../components/use-toast';
import { REDIRECT_DELAY_MS, SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordCard, PasswordResult } from './PasswordCard';
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
  loginId?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** With the e-mailed token: choose the first password (DESIGN §7). */
function SetPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<SetPasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const setup = useSetupPasswordMutation();
  const toast = useToast();
  const [done, setDone] = useState(false);
  useRedirectAfter('/login', REDIRECT_DELAY_MS, done);

  const onFinish = async (values: SetPasswordValues) => {
    const loginId = values.loginId?.trim() ?? '';
    const password = values.newPassword ?? '';
    const problem = checkNewPassword(
      { newPassword: password, confirmPassword: values.confirmPassword ?? '', others: [loginId] },
      'Please fill in all fields',
    );
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    try {
      await setup.mutateAsync({ loginId, newPassword: password, token });
      window.sessionStorage.removeItem(SETUP_PASSWORD_IDENTIFIER_KEY);
      toast.success('Password Set Successfully', 'You can now sign in with your new password.');
      setDone(true);
    } catch (err) {
      toast.error('Setup Failed', serverMessageOr(err, 'Failed to set up password. Please try again.'));
    }
  };

  if (done) {
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
      <Form
        form={form}
        name="setup-password"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ loginId: rememberedIdentifier() }}
        onFinish={onFinish}
      >
        <Form.Item label={IDENTIFIER_LABEL} name="loginId">
          <Input prefix={<UserOutlined />} placeholder="e.g. PHOTO0001 or you@example.com" autoComplete="username" />
        </Form.Item>
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

/** Without a token: e-mail a fresh set-up link; the answer never says whether the account exists. */
function RequestSetupLinkForm() {
  const request = useRequestSetupLinkMutation();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Send Another Email' brings the form back with what was typed.
  const [lastLoginId, setLastLoginId] = useState(rememberedIdentifier);

  const onFinish = async (values: { loginId?: string }) => {
    const loginId = values.loginId?.trim() ?? '';
    if (!loginId) {
      toast.error('Missing Information', IDENTIFIER_MISSING);
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
        extra={[
          <Button key="login" type="primary" href="/member-login">
            Back to Login
          </Button>,
          <Button key="again" onClick={() => setSentTo(null)}>
            Send Another Email
          </Button>,
        ]}
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
          <Input prefix={<UserOutlined />} placeholder="e.g. PHOTO0001 or you@example.com" autoComplete="username" />
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
  return token ? <SetPasswordForm token={token} /> : <RequestSetupLinkForm />;
}
