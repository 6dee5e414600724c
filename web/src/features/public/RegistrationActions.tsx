import { lazy, Suspense, type ReactNode } from 'react';
import { useRegistrationStatusQuery } from '../../api/registration';

// antd's Alert only when registration is closed (rare): the landing page itself loads no antd.
const ClosedRegistrationBanner = lazy(() => import('./ClosedRegistrationBanner'));

function Actions({ register }: { register: ReactNode }) {
  return (
    <div className="landing-actions">
      {register}
      <a className="plain-btn plain-btn-lg" href="/member-login">
        Member Login
      </a>
      <a className="plain-btn plain-btn-lg" href="/admin-login">
        Admin Login
      </a>
    </div>
  );
}

const loading = (
  <button type="button" className="plain-btn plain-btn-lg plain-btn-primary" disabled>
    Loading...
  </button>
);

/**
 * Register as Member follows GET /api/registration/status (spec part 1 §4): 'Loading...' while
 * loading, a link when open (a failing call counts as open), 'Registration Closed' plus the banner when closed.
 * Member Login and Admin Login sit beside it; all are full page navigations (spec §2).
 */
export function RegistrationActions() {
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
                Registration Closed
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
            Register as Member
          </a>
        }
      />
    </div>
  );
}
