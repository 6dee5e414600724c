import { Alert } from 'antd';
import type { RegistrationStatus } from '../api/registration';
import { useCommonTexts } from '../i18n/common-texts';
import { formatDate } from '../lib/format';

/** "01/04/2025 to 30/04/2025" when both dates are set (spec part 1 §4), else null. */
export function registrationPeriod(
  status: Pick<RegistrationStatus, 'startDate' | 'endDate'>,
  t: ReturnType<typeof useCommonTexts>,
): string | null {
  const start = formatDate(status.startDate);
  const end = formatDate(status.endDate);
  return start && end ? t('registrationClosed.range', { start, end }) : null;
}

/** The amber banner shown while registration is closed: the admin's message and the period. */
export function RegistrationClosedBanner({ status }: { status: RegistrationStatus }) {
  const t = useCommonTexts();
  const period = registrationPeriod(status, t);
  if (!status.message && !period) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="registration-closed-banner"
      title={status.message ?? t('registrationClosed.message')}
      description={period ? t('registrationClosed.period', { period }) : undefined}
    />
  );
}
