import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useRegistrationStatusQuery } from '../../api/registration';

// antd's Alert only when registration is closed (rare): the landing page itself loads no antd.
const ClosedRegistrationBanner = lazy(() => import('./ClosedRegistrationBanner'));

function Actions({ register }: { register: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="landing-actions">
      {register}
      <a className="plain-btn plain-btn-lg" href="/member-login">
        {t('actions.memberLogin')}
      </a>
      <a className="plain-btn plain-btn-lg" href="/admin-login">
        {t('actions.adminLogin')}
      </a>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <button type="button" className="plain-btn plain-btn-lg plain-btn-primary" disabled>
      {t('actions.loading')}
    </button>
  );
}

const loading = <Loading />;

/**
 * Register as Member follows GET /api/registration/status (spec part 1 §4): 'Loading...' while
 * loading, a link when open (a failing call counts as open), 'Registration Closed' plus the banner when closed.
 * Member Login and Admin Login sit beside it; all are full page navigations (spec §2).
 */
export function RegistrationActions() {
  const { t } = useTranslation();
  const { data: status, isPending } = useRegistrationStatusQuery();
  if (isPending) {
    return (
      <div className="registration-actions">
        <Actions register={loading} />
      </div>
    );
  }
  if (status && !status.isOpen) {
    // The button and the banner appear together, once the banner's code has loaded.
    return (
      <Suspense fallback={<Actions register={loading} />}>
        <div className="registration-actions">
          <ClosedRegistrationBanner status={status} />
          <Actions
            register={
              <button type="button" className="plain-btn plain-btn-lg" disabled>
                {t('actions.registrationClosed')}
              </button>
            }
          />
        </div>
      </Suspense>
    );
  }
  return (
    <div className="registration-actions">
      <Actions
        register={
          <a className="plain-btn plain-btn-lg plain-btn-primary" href="/register">
            {t('actions.registerAsMember')}
          </a>
        }
      />
    </div>
  );
}
