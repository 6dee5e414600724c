import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useChangePasswordMutation } from '../../api/account';
import { useToast } from '../../components/use-toast';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordCard } from './PasswordCard';
import { canSubmitNewPassword } from './password-checks';
import { NewPasswordMinRule } from '@portal/contracts/rules';
import { serverMessageOr } from '../../lib/server-message';

interface ChangeValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** A signed-in member changes their password (spec part 2 §5 "Profile password change", §8). */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangeValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const change = useChangePasswordMutation();
  const toast = useToast();

  const onFinish = async (values: ChangeValues) => {
    const currentPassword = values.currentPassword ?? '';
    const password = values.newPassword ?? '';
    if (!currentPassword || !password || !values.confirmPassword) {
      toast.error('Missing Information', 'Please fill in all password fields');
      return;
    }
    if (password !== values.confirmPassword) {
      toast.error('Failed to change password', "Passwords don't match");
      return;
    }
    if (!NewPasswordMinRule.test(password)) {
      toast.error('Password Too Short', NewPasswordMinRule.message);
      return;
    }
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      toast.success('Password changed successfully!');
      form.resetFields();
    } catch (err) {
      toast.error('Failed to change password', serverMessageOr(err, 'Please try again.'));
    }
  };

  return (
    <PasswordCard
      icon={<LockOutlined />}
      title="Change Password"
      subtitle="Enter your current password, then choose a new one."
    >
      <Form form={form} name="change-password" layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <Form.Item label="Current Password" name="currentPassword">
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields newPassword={newPassword} confirmPassword={confirmPassword} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={change.isPending}
          disabled={!canSubmitNewPassword(newPassword, confirmPassword)}
        >
          Change Password
        </Button>
      </Form>
      <p className="password-links">
        <Link to="/member-dashboard">Back to Dashboard</Link>
      </p>
    </PasswordCard>
  );
}
