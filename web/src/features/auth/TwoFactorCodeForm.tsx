import { useState, type FormEvent } from 'react';
import { useAdminTwoFactorLoginMutation } from '../../api/auth';
import { parseApiError } from '../../api/client';
import { describedBy, PlainField } from '../../components/plain/PlainField';
import { plainToast as toast } from '../../components/plain/plain-toast';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useTranslation } from '../../i18n/i18n';
import { SignInButton } from './SignInButton';
import '../../i18n/namespaces/login';

interface CodeValues {
  code: string;
}

/**
 * The second sign-in step of an admin with two-factor sign-in (issue 27): the 6-digit code from the
 * authenticator app, or one of the recovery codes. The server remembers the right password for 5 minutes;
 * after that (or when the code is refused too often) it says so and the admin starts again. "Trust this device
 * for 30 days" lets this browser sign in with the password alone until then.
 */
export function TwoFactorCodeForm({ onSignedIn, onStartAgain }: { onSignedIn: () => void; onStartAgain: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const form = usePlainForm<CodeValues>({ name: 'admin-two-factor', fields: ['code'] });
  const login = useAdminTwoFactorLoginMutation();
  const { t } = useTranslation('login');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const typed = (form.values.code ?? '').trim();
    if (!typed) {
      form.report([{ name: 'code', message: recovery ? t('twoFactor.enterRecovery') : t('twoFactor.enterCode') }]);
      return;
    }
    try {
      const given = recovery ? { recoveryCode: typed } : { code: typed.replace(/\s+/g, '') };
      await login.mutateAsync(trustDevice ? { ...given, trustDevice: true } : given);
      toast.clear();
      onSignedIn();
    } catch (err) {
      const { status, message } = parseApiError(err);
      form.setValue('code', '');
      if (status === 401) {
        // The password step has lapsed: back to it, saying why.
        toast.error(t('failedTitle'), message || t('twoFactor.signInAgain'));
        onStartAgain();
        return;
      }
      toast.error(t('failedTitle'), message || t('twoFactor.codeInvalid'));
    }
  };

  const codeId = form.id('code');
  const trustId = `${codeId}-trust`;
  const hint = recovery ? t('twoFactor.recoveryHint') : t('twoFactor.codeHint');
  return (
    <form name="admin-two-factor" className="plain-form-large" noValidate onSubmit={(event) => void onSubmit(event)}>
      {form.announcer}
      <PlainField
        id={codeId}
        label={recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
        error={form.errors.code}
        extra={hint}
      >
        <input
          {...form.bind('code')}
          className="plain-input"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={recovery ? 40 : 8}
          aria-describedby={describedBy(codeId, { error: form.errors.code, extra: true })}
        />
      </PlainField>
      <p className="two-factor-trust">
        <label htmlFor={trustId}>
          <input
            id={trustId}
            type="checkbox"
            checked={trustDevice}
            aria-describedby={`${trustId}-hint`}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />{' '}
          {t('twoFactor.trust')}
        </label>
        <span id={`${trustId}-hint`} className="plain-field-extra">
          {t('twoFactor.trustHint')}
        </span>
      </p>
      <SignInButton busy={login.isPending} />
      <p>
        <button type="button" className="plain-btn plain-btn-text" onClick={() => setRecovery((was) => !was)}>
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </button>{' '}
        <button type="button" className="plain-btn plain-btn-text" onClick={onStartAgain}>
          {t('twoFactor.backToPassword')}
        </button>
      </p>
    </form>
  );
}
