import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useAdminLoginMutation } from '../../api/auth';
import { useToast } from '../../components/use-toast';
import { classifyAdminLoginError } from './login-errors';

interface AdminLoginValues {
  email?: string;
  password?: string;
}

export function AdminLoginForm() {
  const [form] = Form.useForm<AdminLoginValues>();
  const login = useAdminLoginMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: AdminLoginValues) => {
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (!email || !password) {
      toast.error('Missing Information', 'Please enter both your login credentials and password');
      return;
    }
    try {
      await login.mutateAsync({ email, password });
      toast.clear();
      void navigate('/', { replace: true });
    } catch (err) {
      const failure = classifyAdminLoginError(err);
      toast.error('Login Failed', failure.kind === 'server-message' ? failure.message : 'Invalid admin credentials');
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form form={form} name="admin-login" layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
      <Form.Item label="Email" name="email">
        <Input type="email" prefix={<MailOutlined />} placeholder="admin@example.com" autoComplete="username" />
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
