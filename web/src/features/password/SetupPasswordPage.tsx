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
import { usePasswordTexts } from '../../i18n/password';
import { RichText } from '../../i18n/RichText';

/** The login page keeps what the member typed when it sends them here (spec part 1 §2). */
function rememberedIdentifier(): string {
  return window.sessionStorage.getItem(SETUP_PASSWORD_IDENTIFIER_KEY) ?? '';
}

function SetupLinks() {
  const t = usePasswordTexts();
  // Spec part 1 §2: these are full page navigations.
  return (
    <>
      <p className="password-links">
        <RichText t={t} k="setup.alreadySet" tags={{ go: (text) => <a href="/member-login">{text}</a> }} />
      </p>
      <p className="password-links">
        <a href="/forgot-password">{t('setup.forgot')}</a>
      </p>
    </>
  );
}

interface SetPasswordValues {
  newPassword?: string;
  confirmPassword?: string;
}

function InvalidSetupLink() {
  const t = usePasswordTexts();
  return (
    <InvalidLinkView message={t('setup.invalid')} requestHref="/setup-password" requestLabel={t('setup.requestNew')} />
  );
}

/** The e-mailed link names the member: the page says whom it is for instead of asking for their id. */
function LinkOwner({ link }: { link: SetupLinkCheck | undefined }) {
  const t = usePasswordTexts();
  if (!link?.valid) return null;
  return (
    <p className="password-for">
      <RichText
        t={t}
        k="setup.settingFor"
        values={{ name: link.firstName, memberId: link.maskedMemberId }}
        tags={{ strong: (text) => <strong>{text}</strong> }}
      />
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
  const t = usePasswordTexts();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'dead-link'>('form');
  useRedirectAfter('/login', REDIRECT_DELAY_MS, outcome === 'done');

  const onFinish = async (values: SetPasswordValues) => {
    const password = values.newPassword ?? '';
    const problem = checkNewPassword(
      { newPassword: password, confirmPassword: values.confirmPassword ?? '' },
      t('fillAll'),
      t,
    );
    if (problem) {
      toast.error(problem.title, problem.description);
      form.focusField('newPassword');
      return;
    }
    try {
      await setup.mutateAsync({ newPassword: password, token });
      window.sessionStorage.removeItem(SETUP_PASSWORD_IDENTIFIER_KEY);
      toast.success(t('setup.done'), t('setup.doneText'));
      setOutcome('done');
    } catch (err) {
      toast.error(t('setup.failed'), serverMessageOr(err, t('setup.failedText')));
      // Used or expired meanwhile (e.g. in another tab): the page says so instead of keeping a form that cannot work.
      if (parseApiError(err).code === IdentityErrorCode.InvalidSetupToken) setOutcome('dead-link');
    }
  };

  if (outcome === 'dead-link') return <InvalidSetupLink />;
  if (outcome === 'done') {
    return (
      <PasswordResult
        status="success"
        title={t('setup.done')}
        subTitle={t('setup.doneSubtitle')}
        extra={
          <Button type="primary" href="/login">
            {t('setup.goToLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <PasswordCard icon={<KeyOutlined />} title={t('setup.title')} subtitle={t('setup.subtitle')}>
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
          {t('setup.submit')}
        </Button>
      </Form>
      <SetupLinks />
    </PasswordCard>
  );
}

/** Checks the link on arrival: a used or expired one shows 'Invalid Link' at once, not a form that fails later. */
function SetupWithToken({ token }: { token: string }) {
  const check = useSetupTokenQuery(token);
  const t = usePasswordTexts();
  if (check.isPending) return <VerifyingLink text={t('setup.verifying')} />;
  if (check.data?.valid === false) return <InvalidSetupLink />;
  // A failed check (server unreachable) still shows the form: the set-up call itself judges the token.
  return <SetPasswordForm token={token} link={check.data} />;
}

/** Without a token: e-mail a fresh set-up link; the answer never says whether the account exists. */
function RequestSetupLinkForm() {
  const loginInput = useRef<InputRef>(null);
  const request = useRequestSetupLinkMutation();
  const toast = useToast();
  const t = usePasswordTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Send Another Email' brings the form back with what was typed.
  const [lastLoginId, setLastLoginId] = useState(rememberedIdentifier);

  const onFinish = async (values: { loginId?: string }) => {
    const loginId = values.loginId?.trim() ?? '';
    if (!loginId) {
      toast.error(t('missingTitle'), t('identifierMissing'));
      loginInput.current?.focus();
      return;
    }
    try {
      await request.mutateAsync(loginId);
      setLastLoginId(loginId);
      setSentTo(loginId);
    } catch (err) {
      toast.error(t('requestFailed'), serverMessageOr(err, t('setup.sendFailed')));
    }
  };

  if (sentTo !== null) {
    return (
      <PasswordResult
        status="info"
        icon={<MailOutlined />}
        title={t('setup.checkEmail')}
        subTitle={
          <RichText t={t} k="setup.sentText" values={{ sentTo }} tags={{ strong: (text) => <strong>{text}</strong> }} />
        }
        extra={
          <div className="password-result-actions">
            <Button type="primary" href="/member-login">
              {t('backToLogin')}
            </Button>
            <Button onClick={() => setSentTo(null)}>{t('sendAnother')}</Button>
          </div>
        }
      />
    );
  }

  return (
    <PasswordCard icon={<KeyOutlined />} title={t('setup.title')} subtitle={t('setup.requestSubtitle')}>
      <Form
        name="setup-link"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ loginId: lastLoginId }}
        onFinish={onFinish}
      >
        <Form.Item label={t('identifier')} name="loginId">
          <Input
            ref={loginInput}
            prefix={<UserOutlined />}
            placeholder={t('identifierPlaceholder')}
            autoComplete="username"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('setup.send')}
        </Button>
      </Form>
      <p className="password-links muted small">{t('setup.hint')}</p>
      <SetupLinks />
    </PasswordCard>
  );
}

/** /setup-password (spec part 2 §2, DESIGN §7). */
export function SetupPasswordPage() {
  const t = usePasswordTexts();
  usePageTitle(t('setup.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <SetupWithToken token={token} /> : <RequestSetupLinkForm />;
}
