import { useState } from 'react';
import { Button, Form } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation, useResetTokenQuery } from '../../api/account';
import { useCurrentUserQuery } from '../../api/auth';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NewPasswordFields } from './NewPasswordFields';
import { InvalidLinkView, PasswordCard, PasswordResult, VerifyingLink } from './PasswordCard';
import { canSubmitNewPassword, checkNewPassword } from './password-checks';
import { serverMessageOr } from '../../lib/server-message';

export const INVALID_LINK_TEXT =
  'The password reset link you clicked is invalid, expired, or has already been used. Please request a new password reset link.';

function InvalidResetLink() {
  return (
    <InvalidLinkView message={INVALID_LINK_TEXT} requestHref="/forgot-password" requestLabel="Request New Reset Link" />
  );
}

interface ResetValues {
  newPassword?: string;
  confirmPassword?: string;
}

function ResetForm({ token }: { token: string }) {
  const [form] = Form.useForm<ResetValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const reset = useResetPasswordMutation();
  const toast = useToast();
  const [done, setDone] = useState(false);

  const onFinish = async (values: ResetValues) => {
    const password = values.newPassword ?? '';
    const problem = checkNewPassword(
      { newPassword: password, confirmPassword: values.confirmPassword ?? '' },
      'Please fill in all password fields',
    );
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword: password });
      toast.success('Password Reset Successful', 'You can now sign in with your new password.');
      setDone(true);
    } catch (err) {
      toast.error(
        'Reset Failed',
        serverMessageOr(err, 'Failed to reset password. Please try again or request a new reset link.'),
      );
    }
  };

  if (done) {
    return (
      <PasswordResult
        status="success"
        title="Password Reset Complete"
        subTitle="Your password has been changed. Sign in with your new password."
        extra={
          <Button type="primary" href="/login">
            Continue to Login
          </Button>
        }
      />
    );
  }

  return (
    <PasswordCard icon={<LockOutlined />} title="Reset Password" subtitle="Choose a new password for your account.">
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <NewPasswordFields newPassword={newPassword} confirmPassword={confirmPassword} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          disabled={!canSubmitNewPassword(newPassword, confirmPassword)}
        >
          Reset Password
        </Button>
      </Form>
      <p className="password-links">
        <a href="/login">Back to Login</a>
      </p>
    </PasswordCard>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const verify = useResetTokenQuery(token);

  if (verify.isPending) return <VerifyingLink text="Verifying reset link..." />;
  // A failed check (server unreachable) still shows the form: the reset call itself judges the token.
  if (verify.data === false) return <InvalidResetLink />;
  return <ResetForm token={token} />;
}

/**
 * /reset-password (spec part 2 §2). With a token: verify, form, done. Without one it is the
 * 'Invalid Link' view, except for a signed-in member arriving from the dashboard's Change Password
 * link, who gets the change-password form instead of a dead end.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { data: user } = useCurrentUserQuery();

  if (token) return <ResetWithToken token={token} />;
  if (user?.userType === 'member') return <ChangePasswordForm />;
  return <InvalidResetLink />;
}
