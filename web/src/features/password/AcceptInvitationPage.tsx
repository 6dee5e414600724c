import { Button, Form } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_ROLE_LABELS } from '@portal/contracts/rules';
import { useAcceptInvitationMutation, useInvitationQuery, type AdminInvitation } from '../../api/admin-accounts';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordCard, PasswordResult, VerifyingLink } from './PasswordCard';
import { canSubmitNewPassword, checkNewPassword } from './password-checks';
import { usePasswordTexts } from '../../i18n/password';

/** The identity service's own words for a bad link (IDENTITY_INVALID_INVITATION_TOKEN). */
export const INVALID_INVITATION_TEXT =
  'This invitation link is invalid or has expired. Ask an administrator to send a new one.';

/** Where the admin login says the password is set. */
export const AFTER_ACCEPT_URL = '/login?tab=admin&welcome=invitation';

function InvalidInvitation() {
  return (
    <PasswordResult
      status="error"
      title="Invalid Invitation Link"
      subTitle={INVALID_INVITATION_TEXT}
      extra={
        <Button type="primary" href="/login?tab=admin">
          Back to Login
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
      toast.success('Password Set Successfully', 'You can now sign in with your new password.');
      void navigate(AFTER_ACCEPT_URL, { replace: true });
    } catch (err) {
      toast.error('Could not set your password', serverMessageOr(err, 'Please try again.'));
    }
  };

  return (
    <PasswordCard
      icon={<SafetyCertificateOutlined />}
      title="Accept Invitation"
      subtitle={
        <>
          You are invited as <strong>{ADMIN_ROLE_LABELS[invitation.role]}</strong>: {invitee(invitation)}. Choose a
          password for your admin account.
        </>
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
          Set Password
        </Button>
      </Form>
      <p className="password-links">
        <a href="/login?tab=admin">Back to Login</a>
      </p>
    </PasswordCard>
  );
}

function AcceptWithToken({ token }: { token: string }) {
  const verify = useInvitationQuery(token);
  if (verify.isPending) return <VerifyingLink text="Verifying invitation link..." />;
  if (verify.isError) {
    return (
      <PasswordResult
        status="warning"
        title="Could not check the link"
        subTitle={serverMessageOr(verify.error, 'Please try again in a moment.')}
        extra={<Button onClick={() => void verify.refetch()}>Try Again</Button>}
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
  usePageTitle('Accept Invitation');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <AcceptWithToken token={token} /> : <InvalidInvitation />;
}
