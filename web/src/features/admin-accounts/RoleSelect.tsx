import { Select, Typography } from 'antd';
import type { AdminRole } from '@portal/contracts/rules';
import { ROLE_DUTY_LINES, ROLE_OPTIONS } from './admin-roles-help';

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
  return (
    <>
      <Select<AdminRole> id={id} value={value} onChange={onChange} options={ROLE_OPTIONS} placeholder="Choose a role" />
      {value ? (
        <Typography.Text type="secondary" className="role-duties" aria-live="polite">
          {ROLE_DUTY_LINES[value]}
        </Typography.Text>
      ) : null}
    </>
  );
}
