import { Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { useChangeAdminPasswordMutation, useChangePasswordMutation } from '../../api/account';
import { parseApiError } from '../../api/client';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';
import { PasswordRules } from './profile-form';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/rules';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec part 2 §5 "Profile password change": the member's other sessions end once it is changed. An admin changes
 * their own the same way from their Profile (issue 27).
 */
export function ChangePasswordCard({ account = 'member' }: { account?: 'member' | 'admin' }) {
  const [form] = Form.useForm<PasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const feedback = useFieldErrorFeedback(form);
  const memberChange = useChangePasswordMutation();
  const adminChange = useChangeAdminPasswordMutation();
  const change = account === 'admin' ? adminChange : memberChange;
  const toast = useToast();

  const onFinish = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success('Password changed successfully!');
      form.resetFields();
    } catch (err) {
      const message = serverMessageOr(err, 'Please try again.');
      toast.error('Failed to change password', message);
      if (parseApiError(err).code === IdentityErrorCode.WrongCurrentPassword) {
        feedback.report([{ name: 'currentPassword', errors: [message] }]);
      }
    }
  };

  return (
    <Card
      title={
        <span className="profile-card-title">
          <LockOutlined aria-hidden /> Change Password
        </span>
      }
      className="profile-card"
    >
      <p className="muted profile-card-intro">Changing your password signs you out on your other devices.</p>
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={feedback.onFinishFailed}
        disabled={change.isPending}
      >
        {feedback.announcer}
        <Form.Item label="Current Password" name="currentPassword" required rules={PasswordRules.currentPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New Password"
          name="newPassword"
          required
          rules={PasswordRules.newPassword}
          extra={
            newPassword ? (
              <PasswordStrengthMeter password={newPassword} />
            ) : (
              `At least ${PASSWORD_MIN_LENGTH} characters.`
            )
          }
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm New Password"
          name="confirmPassword"
          required
          dependencies={['newPassword']}
          rules={PasswordRules.confirmPassword}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
