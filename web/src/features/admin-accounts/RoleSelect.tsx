import { Select, Typography } from 'antd';
import type { AdminRole } from '@portal/contracts/rules';
import { ROLE_OPTIONS } from './admin-roles-help';
import { useAdminAccountsTexts } from '../../i18n/admin-accounts';

/** The four roles by their labels, and below it one line saying what the chosen role may do. */
export function RoleSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: AdminRole;
  onChange?: (role: AdminRole) => void;
}) {
  const t = useAdminAccountsTexts();
  return (
    <>
      <Select<AdminRole>
        id={id}
        value={value}
        onChange={onChange}
        options={ROLE_OPTIONS}
        placeholder={t('roleSelect.placeholder')}
      />
      {value ? (
        <Typography.Text type="secondary" className="role-duties" aria-live="polite">
          {t(`roleSelect.duties.${value}`)}
        </Typography.Text>
      ) : null}
    </>
  );
}
