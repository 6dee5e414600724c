import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { AdminLoginEmailRule } from '@portal/contracts/rules';
import { useAdminLoginMutation } from '../../api/auth';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { classifyAdminLoginError } from './login-errors';

interface AdminLoginValues {
  email?: string;
  password?: string;
}

export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<AdminLoginValues>();
  const login = useAdminLoginMutation();
  const toast = useToast();
  const feedback = useFieldErrorFeedback(form);

  const onFinish = async (values: AdminLoginValues) => {
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (!email || !password) {
      toast.error('Missing Information', 'Please enter both your login credentials and password');
      form.focusField(email ? 'password' : 'email');
      return;
    }
    // Checked here so a mistyped address is named on its field instead of costing a login attempt.
    if (!AdminLoginEmailRule.test(email)) {
      feedback.report([{ name: 'email', errors: [AdminLoginEmailRule.message] }]);
      return;
    }
    try {
      await login.mutateAsync({ email, password });
      toast.clear();
      onSignedIn();
    } catch (err) {
      const failure = classifyAdminLoginError(err);
      toast.error('Login Failed', failure.kind === 'server-message' ? failure.message : 'Invalid admin credentials');
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form
      form={form}
      name="admin-login"
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={(changed: AdminLoginValues) => {
        // The e-mail's error goes as soon as it is retyped.
        if ('email' in changed) form.setFields([{ name: 'email', errors: [] }]);
      }}
      requiredMark={false}
      size="large"
    >
      {feedback.announcer}
      {/* Not type="email": the browser's own bubble would stop the submit before our message names the problem. */}
      <Form.Item label="Email" name="email">
        <Input inputMode="email" prefix={<MailOutlined />} placeholder="admin@example.com" autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password prefix={<LockOutlined />} placeholder="Enter your password" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        Sign In
      </Button>
    </Form>
  );
}
