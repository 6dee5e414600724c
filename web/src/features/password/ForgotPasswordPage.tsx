import { useRef, useState } from 'react';
import { Button, Form, Input, type InputRef } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useRequestPasswordResetMutation } from '../../api/account';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { PasswordCard, PasswordResult } from './PasswordCard';
import { serverMessageOr } from '../../lib/server-message';
import { usePasswordTexts } from '../../i18n/password';
import { RichText } from '../../i18n/RichText';

interface ForgotValues {
  loginId?: string;
}

/** /forgot-password (spec part 2 §2): the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const t = usePasswordTexts();
  usePageTitle(t('forgot.pageTitle'));
  const loginInput = useRef<InputRef>(null);
  const request = useRequestPasswordResetMutation();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Send Another Email' brings the form back with what was typed.
  const [lastLoginId, setLastLoginId] = useState('');

  const onFinish = async (values: ForgotValues) => {
    const loginId = values.loginId?.trim() ?? '';
    if (!loginId) {
      toast.error(t('missingTitle'), t('identifierMissing'));
      loginInput.current?.focus();
      return;
    }
    try {
      const answer = await request.mutateAsync(loginId);
      toast.success(t('forgot.sentTitle'), answer?.message || t('forgot.sentToast'));
      setLastLoginId(loginId);
      setSentTo(loginId);
    } catch (err) {
      toast.error(t('requestFailed'), serverMessageOr(err, t('forgot.failedText')));
    }
  };

  if (sentTo !== null) {
    return (
      <PasswordResult
        status="success"
        icon={<MailOutlined />}
        title={t('forgot.emailSent')}
        subTitle={
          <RichText
            t={t}
            k="forgot.sentText"
            values={{ sentTo }}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        }
        extra={
          <div className="password-result-actions">
            <Button type="primary" href="/login">
              {t('backToLogin')}
            </Button>
            <Button onClick={() => setSentTo(null)}>{t('sendAnother')}</Button>
          </div>
        }
      />
    );
  }

  return (
    <PasswordCard icon={<LockOutlined />} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Form
        name="forgot-password"
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
          {t('forgot.submit')}
        </Button>
      </Form>
      {/* Spec part 1 §2: these are full page navigations. */}
      <p className="password-links">
        <RichText t={t} k="forgot.neverSet" tags={{ go: (text) => <a href="/setup-password">{text}</a> }} />
      </p>
      <p className="password-links">
        <a href="/login">{t('backToLogin')}</a>
      </p>
    </PasswordCard>
  );
}
