import { useRef, useState } from 'react';
import { Button, Form, Input, type InputRef } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useRequestPasswordResetMutation } from '../../api/account';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { PasswordCard, PasswordResult } from './PasswordCard';
import { serverMessageOr } from '../../lib/server-message';

interface ForgotValues {
  loginId?: string;
}

/** /forgot-password (spec part 2 §2): the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const loginInput = useRef<InputRef>(null);
  const request = useRequestPasswordResetMutation();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Send Another Email' brings the form back with what was typed.
  const [lastLoginId, setLastLoginId] = useState('');

  const onFinish = async (values: ForgotValues) => {
    const loginId = values.loginId?.trim() ?? '';
    if (!loginId) {
      toast.error('Missing Information', 'Please enter your member ID, email, or phone number');
      loginInput.current?.focus();
      return;
    }
    try {
      const answer = await request.mutateAsync(loginId);
      toast.success(
        'Reset Link Sent',
        answer?.message || 'If an account matches, a password reset link has been sent to its e-mail address.',
      );
      setLastLoginId(loginId);
      setSentTo(loginId);
    } catch (err) {
      toast.error('Request Failed', serverMessageOr(err, 'Failed to send reset e-mail. Please try again.'));
    }
  };

  if (sentTo !== null) {
    return (
      <PasswordResult
        status="success"
        icon={<MailOutlined />}
        title="Email Sent"
        subTitle={
          <>
            If an account matches <strong>{sentTo}</strong>, we have sent a password reset link to its registered e-mail
            address. The link is valid for 1 hour. Check your spam folder if it does not arrive.
          </>
        }
        extra={
          <div className="password-result-actions">
            <Button type="primary" href="/login">
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
      icon={<LockOutlined />}
      title="Forgot Password"
      subtitle="Enter your member ID, e-mail or phone number and we will e-mail you a link to reset your password."
    >
      <Form
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ loginId: lastLoginId }}
        onFinish={onFinish}
      >
        <Form.Item label="Member ID, Email or Phone" name="loginId">
          <Input
            ref={loginInput}
            prefix={<UserOutlined />}
            placeholder="e.g. PHOTO0001 or you@example.com"
            autoComplete="username"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Send Reset Link
        </Button>
      </Form>
      {/* Spec part 1 §2: these are full page navigations. */}
      <p className="password-links">
        Never set a password? <a href="/setup-password">Set up password</a>
      </p>
      <p className="password-links">
        <a href="/login">Back to Login</a>
      </p>
    </PasswordCard>
  );
}
