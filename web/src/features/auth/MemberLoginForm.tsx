import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useMemberLoginMutation } from '../../api/auth';
import { useToast } from '../../components/use-toast';
import { SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { classifyMemberLoginError } from './login-errors';

interface MemberLoginValues {
  identifier?: string;
  password?: string;
}

const SETUP_REQUIRED = 'Password Setup Required';

export function MemberLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<MemberLoginValues>();
  const login = useMemberLoginMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: MemberLoginValues) => {
    const identifier = values.identifier?.trim() ?? '';
    const password = values.password ?? '';
    if (!identifier || !password) {
      toast.error('Missing Information', 'Please enter both your login credentials and password');
      form.focusField(identifier ? 'password' : 'identifier');
      return;
    }
    try {
      await login.mutateAsync({ identifier, password });
      toast.clear();
      onSignedIn();
    } catch (err) {
      const failure = classifyMemberLoginError(err);
      if (failure.kind === 'setup-required') {
        // /setup-password prefills the identifier from here (spec §2, Login page).
        window.sessionStorage.setItem(SETUP_PASSWORD_IDENTIFIER_KEY, identifier);
        // The server's message is usually the title itself; the toast says it once.
        const repeatsTitle = failure.message.trim().toLowerCase() === SETUP_REQUIRED.toLowerCase();
        toast.info(
          SETUP_REQUIRED,
          failure.message && !repeatsTitle ? failure.message : 'Please set up your password to continue.',
        );
        void navigate('/setup-password');
        return;
      }
      toast.error('Login Failed', failure.kind === 'server-message' ? failure.message : 'Invalid member credentials');
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form form={form} name="member-login" layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
      <Form.Item label="Member ID, Email or Phone" name="identifier">
        <Input prefix={<UserOutlined />} placeholder="e.g. PHOTO0001 or you@example.com" autoComplete="username" />
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
