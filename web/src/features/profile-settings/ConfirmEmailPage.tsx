import { useEffect, useRef } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUserQuery } from '../../api/auth';
import { useConfirmEmailChangeMutation } from '../../api/profile';
import { usePageTitle } from '../../components/use-page-title';
import { useDataRightsTexts } from '../../i18n/data-rights';
import { serverMessageOr } from '../../lib/server-message';
import { loginUrl } from '../../lib/sign-in-return';
import './profile-settings.css';

/**
 * /confirm-email?token=… (issue 12): the link e-mailed to a member's new address. Opening it applies
 * the address, whoever is signed in on this browser (the token is the proof), and says how it went.
 */
export function ConfirmEmailPage() {
  const t = useDataRightsTexts();
  usePageTitle(t('emailChange.confirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmailChangeMutation();
  const { mutate } = confirm;
  const { data: user } = useCurrentUserQuery();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a second try of a used link would only report it as invalid.
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const signedInMember = user?.userType === 'member';
  const onwards = signedInMember ? (
    <Button type="primary" href="/member-dashboard">
      {t('emailChange.goToDashboard')}
    </Button>
  ) : (
    <Button type="primary" href={loginUrl({ tab: 'member' })}>
      {t('emailChange.logIn')}
    </Button>
  );

  let view;
  if (!token || confirm.isError) {
    view = (
      <Result
        status="error"
        icon={<CloseCircleOutlined />}
        title={<h1>{t('emailChange.notChanged')}</h1>}
        subTitle={token ? serverMessageOr(confirm.error, t('emailChange.invalidLink')) : t('emailChange.invalidLink')}
        extra={
          <div className="confirm-email-actions">
            {signedInMember ? (
              <Button type="primary" href="/profile-settings">
                {t('emailChange.profileSettings')}
              </Button>
            ) : (
              onwards
            )}
          </div>
        }
      />
    );
  } else if (confirm.isSuccess) {
    view = (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={<h1>{t('emailChange.confirmed')}</h1>}
        subTitle={`${t('emailChange.confirmedText')} ${t('emailChange.fromNow', { email: confirm.data.email })}`}
        extra={<div className="confirm-email-actions">{onwards}</div>}
      />
    );
  } else {
    view = (
      <div className="confirm-email-progress" role="status" aria-live="polite">
        <Spin />
        <p>{t('emailChange.confirming')}</p>
      </div>
    );
  }

  return (
    <main className="auth-page">
      <Card className="confirm-email-card">{view}</Card>
    </main>
  );
}
