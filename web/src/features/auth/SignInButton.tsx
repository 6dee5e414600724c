import { useTranslation } from '../../i18n/i18n';
import '../../i18n/namespaces/login';

/** The login forms' submit button; while the sign-in is under way it shows a ring and ignores clicks. */
export function SignInButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation('login');
  return (
    <button
      type="submit"
      className={`plain-btn plain-btn-lg plain-btn-primary plain-btn-block${busy ? ' plain-btn-loading' : ''}`}
      aria-busy={busy || undefined}
    >
      {t('signIn')}
    </button>
  );
}
