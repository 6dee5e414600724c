import { Alert } from 'antd';
import type { RegistrationStatus } from '../api/registration';
import { formatDate } from '../lib/format';

/** "01/04/2025 to 30/04/2025" when both dates are set (spec part 1 §4), else null. */
export function registrationPeriod(status: Pick<RegistrationStatus, 'startDate' | 'endDate'>): string | null {
  const start = formatDate(status.startDate);
  const end = formatDate(status.endDate);
  return start && end ? `${start} to ${end}` : null;
}

/** The amber banner shown while registration is closed: the admin's message and the period. */
export function RegistrationClosedBanner({ status }: { status: RegistrationStatus }) {
  const period = registrationPeriod(status);
  if (!status.message && !period) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="registration-closed-banner"
      title={status.message ?? 'Registration is currently closed.'}
      description={period ? `Registration period: ${period}` : undefined}
    />
  );
}
