import { Button, Space } from 'antd';
import { useRegistrationStatusQuery } from '../../api/registration';
import { RegistrationClosedBanner } from '../../components/RegistrationClosedBanner';

/**
 * Register as Member follows GET /api/registration/status (spec part 1 §4): 'Loading...' while
 * loading, a link when open (a failing call counts as open), 'Registration Closed' plus the banner when closed.
 * Member Login and Admin Login sit beside it; all are full page navigations (spec §2).
 */
export function RegistrationActions() {
  const { data: status, isPending } = useRegistrationStatusQuery();
  let register;
  if (isPending) {
    register = (
      <Button type="primary" size="large" disabled>
        Loading...
      </Button>
    );
  } else if (status && !status.isOpen) {
    register = (
      <Button size="large" disabled>
        Registration Closed
      </Button>
    );
  } else {
    register = (
      <Button type="primary" size="large" href="/register">
        Register as Member
      </Button>
    );
  }

  return (
    <div className="registration-actions">
      {status && !status.isOpen ? <RegistrationClosedBanner status={status} /> : null}
      <Space size="middle" wrap className="landing-actions">
        {register}
        <Button size="large" href="/member-login">
          Member Login
        </Button>
        <Button size="large" href="/admin-login">
          Admin Login
        </Button>
      </Space>
    </div>
  );
}
