import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-strength';

/** 'New Password' + strength meter + 'Confirm Password', shared by the setup, reset and change forms. */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
  const mismatch = Boolean(confirmPassword) && newPassword !== confirmPassword;
  return (
    <>
      <Form.Item
        label="New Password"
        name="newPassword"
        extra={newPassword ? <PasswordStrengthMeter password={newPassword} /> : undefined}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        validateStatus={mismatch ? 'error' : undefined}
        help={mismatch ? 'Passwords do not match' : undefined}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="Type the password again" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
