import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMemberLoginMutation } from '../../api/auth';
import { AffixInput, PasswordInput, PlainField } from '../../components/plain/PlainField';
import { LockOutlined, UserOutlined } from '../../components/plain/plain-icons';
import { plainToast as toast } from '../../components/plain/plain-toast';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useTranslation } from '../../i18n/i18n';
import { SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { SignInButton } from './SignInButton';
import { classifyMemberLoginError } from './login-errors';
import '../../i18n/namespaces/login';

interface MemberLoginValues {
  identifier: string;
  password: string;
}

export function MemberLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = usePlainForm<MemberLoginValues>({ name: 'member-login', fields: ['identifier', 'password'] });
  const login = useMemberLoginMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('login');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const identifier = form.values.identifier?.trim() ?? '';
    const password = form.values.password ?? '';
    if (!identifier || !password) {
      toast.error(t('missingTitle'), t('missingText'));
      form.focusField(identifier ? 'password' : 'identifier');
      return;
    }
    try {
      await login.mutateAsync({ identifier, password });
      toast.clear();
      onSignedIn();
    } catch (err) {
      const failure = classifyMemberLoginError(err);
      if (failure.kind === 'setup-required') {
        // /setup-password prefills the identifier from here (spec §2, Login page).
        window.sessionStorage.setItem(SETUP_PASSWORD_IDENTIFIER_KEY, identifier);
        // The server's message is usually the title itself; the toast says it once.
        const title = t('member.setupRequiredTitle');
        const repeatsTitle = [title, t('member.setupRequiredTitle', { lng: 'en' })].some(
          (said) => failure.message.trim().toLowerCase() === said.toLowerCase(),
        );
        toast.info(title, failure.message && !repeatsTitle ? failure.message : t('member.setupRequiredText'));
        void navigate('/setup-password');
        return;
      }
      toast.error(t('failedTitle'), failure.kind === 'server-message' ? failure.message : t('member.invalid'));
      form.setValue('password', '');
    }
  };

  return (
    <form name="member-login" className="plain-form-large" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PlainField id={form.id('identifier')} label={t('member.identifier')}>
        <AffixInput
          {...form.bind('identifier')}
          icon={UserOutlined}
          placeholder={t('member.identifierPlaceholder')}
          autoComplete="username"
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
