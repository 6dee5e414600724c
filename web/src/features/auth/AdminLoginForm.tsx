import { useState, type FormEvent } from 'react';
import { AdminLoginEmailRule } from '@portal/contracts/rules';
import { needsTwoFactorCode, useAdminLoginMutation } from '../../api/auth';
import { AffixInput, describedBy, PasswordInput, PlainField } from '../../components/plain/PlainField';
import { LockOutlined, MailOutlined } from '../../components/plain/plain-icons';
import { plainToast as toast } from '../../components/plain/plain-toast';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useTranslation } from '../../i18n/i18n';
import { SignInButton } from './SignInButton';
import { classifyAdminLoginError } from './login-errors';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import '../../i18n/namespaces/login';

/** Shown as an example, the same in every language. */
const EMAIL_EXAMPLE = 'admin@example.com';

interface AdminLoginValues {
  email: string;
  password: string;
}

export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  // No check of its own on the e-mail: its message (set on submit) goes as soon as it is retyped.
  const { t } = useTranslation('login');
  const form = usePlainForm<AdminLoginValues>({
    name: 'admin-login',
    fields: ['email', 'password'],
    // The contract's English message, shown in the page's language.
    shown: (message) => (message === AdminLoginEmailRule.message ? t('admin.emailInvalid') : message),
  });
  const login = useAdminLoginMutation();
  // The right password of an account with two-factor sign-in: the code comes next.
  const [askCode, setAskCode] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const email = form.values.email?.trim() ?? '';
    const password = form.values.password ?? '';
    if (!email || !password) {
      toast.error(t('missingTitle'), t('missingText'));
      form.focusField(email ? 'password' : 'email');
      return;
    }
    // Checked here so a mistyped address is named on its field instead of costing a login attempt.
    if (!AdminLoginEmailRule.test(email)) {
      form.report([{ name: 'email', message: AdminLoginEmailRule.message }]);
      return;
    }
    try {
      const answer = await login.mutateAsync({ email, password });
      toast.clear();
      form.setValue('password', '');
      if (needsTwoFactorCode(answer)) setAskCode(true);
      else onSignedIn();
    } catch (err) {
      const failure = classifyAdminLoginError(err);
      toast.error(t('failedTitle'), failure.kind === 'server-message' ? failure.message : t('admin.invalid'));
      form.setValue('password', '');
    }
  };

  if (askCode) return <TwoFactorCodeForm onSignedIn={onSignedIn} onStartAgain={() => setAskCode(false)} />;

  const emailId = form.id('email');
  return (
    <form name="admin-login" className="plain-form-large" noValidate onSubmit={(event) => void onSubmit(event)}>
      {form.announcer}
      {/* Not type="email": the browser's own bubble would stop the submit before our message names the problem. */}
      <PlainField id={emailId} label={t('admin.email')} error={form.errors.email}>
        <AffixInput
          {...form.bind('email')}
          icon={MailOutlined}
          inputMode="email"
          placeholder={EMAIL_EXAMPLE}
          autoComplete="username"
          aria-describedby={describedBy(emailId, { error: form.errors.email })}
        />
      </PlainField>
      <PlainField id={form.id('password')} label={t('password')}>
        <PasswordInput
          showLabel={t('show')}
          {...form.bind('password')}
          icon={LockOutlined}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
        />
      </PlainField>
      <SignInButton busy={login.isPending} />
    </form>
  );
}
