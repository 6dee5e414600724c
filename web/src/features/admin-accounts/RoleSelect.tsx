import { Select, Typography } from 'antd';
import { AdminRoles, type AdminRole } from '@portal/contracts/rules';
import { useAdminAccountsTexts } from '../../i18n/admin-accounts';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';

/** The four roles by their names in the language shown, and below it one line saying what the chosen role may do. */
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
  const layout = useAdminLayoutTexts();
  const options = AdminRoles.map((role) => ({ value: role, label: layout(`roles.${role}`) }));
  return (
    <>
      <Select<AdminRole>
        id={id}
        value={value}
        onChange={onChange}
        options={options}
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
