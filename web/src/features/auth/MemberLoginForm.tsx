import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMemberLoginMutation } from '../../api/auth';
import { AffixInput, PasswordInput, PlainField } from '../../components/plain/PlainField';
import { LockOutlined, UserOutlined } from '../../components/plain/plain-icons';
import { plainToast as toast } from '../../components/plain/plain-toast';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { SignInButton } from './SignInButton';
import { classifyMemberLoginError } from './login-errors';

interface MemberLoginValues {
  identifier: string;
  password: string;
}

const SETUP_REQUIRED = 'Password Setup Required';

export function MemberLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = usePlainForm<MemberLoginValues>({ name: 'member-login', fields: ['identifier', 'password'] });
  const login = useMemberLoginMutation();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const identifier = form.values.identifier?.trim() ?? '';
    const password = form.values.password ?? '';
    if (!identifier || !password) {
      toast.error('Missing Information', 'Please enter both your login credentials and password');
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
        const repeatsTitle = failure.message.trim().toLowerCase() === SETUP_REQUIRED.toLowerCase();
        toast.info(
          SETUP_REQUIRED,
          failure.message && !repeatsTitle ? failure.message : 'Please set up your password to continue.',
        );
        void navigate('/setup-password');
        return;
      }
      toast.error('Login Failed', failure.kind === 'server-message' ? failure.message : 'Invalid member credentials');
      form.setValue('password', '');
    }
  };

  return (
    <form name="member-login" className="plain-form-large" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PlainField id={form.id('identifier')} label="Member ID, Email or Phone">
        <AffixInput
          {...form.bind('identifier')}
          icon={UserOutlined}
          placeholder="e.g. PHOTO0001 or you@example.com"
          autoComplete="username"
        />
      </PlainField>
      <PlainField id={form.id('password')} label="Password">
        <PasswordInput
          {...form.bind('password')}
          icon={LockOutlined}
          placeholder="Enter your password"
          autoComplete="current-password"
        />
      </PlainField>
      <SignInButton busy={login.isPending} />
    </form>
  );
}
