import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { usePasswordTexts } from '../../i18n/password';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-strength';

/** 'New Password' + strength meter + 'Confirm Password', shared by the setup, reset and change forms. */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
  const t = usePasswordTexts();
  const mismatch = Boolean(confirmPassword) && newPassword !== confirmPassword;
  return (
    <>
      <Form.Item
        label={t('fields.newPassword')}
        name="newPassword"
        extra={newPassword ? <PasswordStrengthMeter password={newPassword} /> : undefined}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('fields.newPasswordPlaceholder', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        validateStatus={mismatch ? 'error' : undefined}
        help={mismatch ? t('fields.mismatch') : undefined}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('fields.confirmPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
