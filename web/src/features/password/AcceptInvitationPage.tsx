import { Button, Form } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAcceptInvitationMutation, useInvitationQuery, type AdminInvitation } from '../../api/admin-accounts';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordCard, PasswordResult, VerifyingLink } from './PasswordCard';
import { canSubmitNewPassword, checkNewPassword } from './password-checks';
import { usePasswordTexts } from '../../i18n/password';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { RichText } from '../../i18n/RichText';

/** The identity service's own words for a bad link (IDENTITY_INVALID_INVITATION_TOKEN). */
export const INVALID_INVITATION_TEXT =
  'This invitation link is invalid or has expired. Ask an administrator to send a new one.';

/** Where the admin login says the password is set. */
export const AFTER_ACCEPT_URL = '/login?tab=admin&welcome=invitation';

function InvalidInvitation() {
  const t = useAdminLayoutTexts();
  return (
    <PasswordResult
      status="error"
      title={t('invitation.invalidTitle')}
      subTitle={t('invitation.invalidText')}
      extra={
        <Button type="primary" href="/login?tab=admin">
          {t('invitation.backToLogin')}
        </Button>
      }
    />
  );
}

interface AcceptValues {
  newPassword?: string;
  confirmPassword?: string;
}

function invitee({ firstName, lastName, email }: AdminInvitation): string {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name ? `${name} (${email})` : email;
}

function AcceptForm({ token, invitation }: { token: string; invitation: AdminInvitation }) {
  const [form] = Form.useForm<AcceptValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const accept = useAcceptInvitationMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const t = usePasswordTexts();
  const admin = useAdminLayoutTexts();

  const onFinish = async (values: AcceptValues) => {
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
      await accept.mutateAsync({ token, newPassword: password });
      toast.success(admin('invitation.setSuccess'), admin('invitation.setSuccessText'));
      void navigate(AFTER_ACCEPT_URL, { replace: true });
    } catch (err) {
      toast.error(admin('invitation.setFailed'), serverMessageOr(err, admin('invitation.tryAgain')));
    }
  };

  return (
    <PasswordCard
      icon={<SafetyCertificateOutlined />}
      title={admin('invitation.title')}
      subtitle={
        <RichText
          t={admin}
          k="invitation.invited"
          values={{ role: admin(`roles.${invitation.role}`), invitee: invitee(invitation) }}
          tags={{ role: (text) => <strong>{text}</strong> }}
        />
      }
    >
      <Form
        form={form}
        name="accept-invitation"
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
      >
        <NewPasswordFields newPassword={newPassword} confirmPassword={confirmPassword} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={accept.isPending}
          disabled={!canSubmitNewPassword(newPassword, confirmPassword)}
        >
          {admin('invitation.setPassword')}
        </Button>
      </Form>
      <p className="password-links">
        <a href="/login?tab=admin">{admin('invitation.backToLogin')}</a>
      </p>
    </PasswordCard>
  );
}

function AcceptWithToken({ token }: { token: string }) {
  const verify = useInvitationQuery(token);
  const t = useAdminLayoutTexts();
  if (verify.isPending) return <VerifyingLink text={t('invitation.verifying')} />;
  if (verify.isError) {
    return (
      <PasswordResult
        status="warning"
        title={t('invitation.checkFailed')}
        subTitle={serverMessageOr(verify.error, t('invitation.tryAgainMoment'))}
        extra={<Button onClick={() => void verify.refetch()}>{t('invitation.retry')}</Button>}
      />
    );
  }
  if (!verify.data) return <InvalidInvitation />;
  return <AcceptForm token={token} invitation={verify.data} />;
}

/**
 * /accept-invitation?token= (issue 27): an office-bearer invited by e-mail sees whom the link is for and with which
 * role, chooses a password (the same strength help as the other password pages) and goes on to the admin login.
 */
export function AcceptInvitationPage() {
  const t = useAdminLayoutTexts();
  usePageTitle(t('invitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <AcceptWithToken token={token} /> : <InvalidInvitation />;
}
