import { Button, Card, Result } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useRestoreEmailMutation } from '../../api/profile';
import { usePageTitle } from '../../components/use-page-title';
import { useDataRightsTexts } from '../../i18n/data-rights';
import { serverMessageOr } from '../../lib/server-message';
import { loginUrl } from '../../lib/sign-in-return';
import './profile-settings.css';

/**
 * /restore-email?token=… (issue 27): the link e-mailed to a member's OLD address when the address changed.
 * Restoring signs out every device of the account, so it waits for the button rather than happening on
 * opening the link (a mail scanner opening it must not sign the member out).
 */
export function RestoreEmailPage() {
  const t = useDataRightsTexts();
  usePageTitle(t('emailChange.restoreTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const restore = useRestoreEmailMutation();
  const logIn = (
    <Button type="primary" href={loginUrl({ tab: 'member' })}>
      {t('emailChange.logIn')}
    </Button>
  );

  let view;
  if (!token || restore.isError) {
    view = (
      <Result
        status="error"
        icon={<CloseCircleOutlined />}
        title={<h1>{t('emailChange.notRestored')}</h1>}
        subTitle={
          token ? serverMessageOr(restore.error, t('emailChange.restoreInvalid')) : t('emailChange.restoreInvalid')
        }
        extra={<div className="confirm-email-actions">{logIn}</div>}
      />
    );
  } else if (restore.isSuccess) {
    view = (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={<h1>{t('emailChange.restored')}</h1>}
        subTitle={`${t('emailChange.restoredText')} ${t('emailChange.restoredAgain', { email: restore.data.email })}`}
        extra={
          <div className="confirm-email-actions">
            {logIn}
            <Button href="/forgot-password">{t('emailChange.resetPassword')}</Button>
          </div>
        }
      />
    );
  } else {
    view = (
      <Result
        status="warning"
        icon={<WarningOutlined />}
        title={<h1>{t('emailChange.restoreHeading')}</h1>}
        subTitle={t('emailChange.restoreExplain')}
        extra={
          <div className="confirm-email-actions">
            <Button type="primary" loading={restore.isPending} onClick={() => restore.mutate(token)}>
              {t('emailChange.restoreButton')}
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
