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
import { usePasswordTexts } from '../../i18n/password';

function InvalidResetLink() {
  const t = usePasswordTexts();
  return (
    <InvalidLinkView message={t('reset.invalid')} requestHref="/forgot-password" requestLabel={t('reset.requestNew')} />
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
  const t = usePasswordTexts();
  const [done, setDone] = useState(false);

  const onFinish = async (values: ResetValues) => {
    const password = values.newPassword ?? '';
    const problem = checkNewPassword(
      { newPassword: password, confirmPassword: values.confirmPassword ?? '' },
      t('fillAllPasswords'),
      t,
    );
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword: password });
      toast.success(t('reset.done'), t('reset.doneText'));
      setDone(true);
    } catch (err) {
      toast.error(t('reset.failed'), serverMessageOr(err, t('reset.failedText')));
    }
  };

  if (done) {
    return (
      <PasswordResult
        status="success"
        title={t('reset.complete')}
        subTitle={t('reset.completeText')}
        extra={
          <Button type="primary" href="/login">
            {t('reset.continue')}
          </Button>
        }
      />
    );
  }

  return (
    <PasswordCard icon={<LockOutlined />} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <NewPasswordFields newPassword={newPassword} confirmPassword={confirmPassword} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          disabled={!canSubmitNewPassword(newPassword, confirmPassword)}
        >
          {t('reset.submit')}
        </Button>
      </Form>
      <p className="password-links">
        <a href="/login">{t('backToLogin')}</a>
      </p>
    </PasswordCard>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const verify = useResetTokenQuery(token);
  const t = usePasswordTexts();

  if (verify.isPending) return <VerifyingLink text={t('reset.verifying')} />;
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
  const t = usePasswordTexts();
  usePageTitle(t('reset.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { data: user } = useCurrentUserQuery();

  if (token) return <ResetWithToken token={token} />;
  if (user?.userType === 'member') return <ChangePasswordForm />;
  return <InvalidResetLink />;
}
