import { Button, Card, Result } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { EmailRestoreMessages } from '@portal/contracts/shapes';
import { useRestoreEmailMutation } from '../../api/profile';
import { usePageTitle } from '../../components/use-page-title';
import { serverMessageOr } from '../../lib/server-message';
import { loginUrl } from '../../lib/sign-in-return';
import './profile-settings.css';

/**
 * /restore-email?token=… (issue 27): the link e-mailed to a member's OLD address when the address changed.
 * Restoring signs out every device of the account, so it waits for the button rather than happening on
 * opening the link (a mail scanner opening it must not sign the member out).
 */
export function RestoreEmailPage() {
  usePageTitle('Restore E-mail Address');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const restore = useRestoreEmailMutation();
  const logIn = (
    <Button type="primary" href={loginUrl({ tab: 'member' })}>
      Log In
    </Button>
  );

  let view;
  if (!token || restore.isError) {
    view = (
      <Result
        status="error"
        icon={<CloseCircleOutlined />}
        title={<h1>E-mail Not Restored</h1>}
        subTitle={
          token ? serverMessageOr(restore.error, EmailRestoreMessages.InvalidToken) : EmailRestoreMessages.InvalidToken
        }
        extra={<div className="confirm-email-actions">{logIn}</div>}
      />
    );
  } else if (restore.isSuccess) {
    view = (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={<h1>E-mail Address Restored</h1>}
        subTitle={`${EmailRestoreMessages.Restored} Your address is ${restore.data.email} again. If you did not change it, reset your password now.`}
        extra={
          <div className="confirm-email-actions">
            {logIn}
            <Button href="/forgot-password">Reset Password</Button>
          </div>
        }
      />
    );
  } else {
    view = (
      <Result
        status="warning"
        icon={<WarningOutlined />}
        title={<h1>Restore Your E-mail Address</h1>}
        subTitle="This puts back the e-mail address this link was sent to and signs out every device signed in to the account."
        extra={
          <div className="confirm-email-actions">
            <Button type="primary" loading={restore.isPending} onClick={() => restore.mutate(token)}>
              Restore My E-mail Address
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <main className="auth-page">
      <Card className="confirm-email-card">{view}</Card>
    </main>
  );
}
