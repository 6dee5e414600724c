import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useChangePasswordMutation } from '../../api/account';
import { useToast } from '../../components/use-toast';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordCard } from './PasswordCard';
import { canSubmitNewPassword, tooShortText } from './password-checks';
import { NewPasswordMinRule } from '@portal/contracts/rules';
import { serverMessageOr } from '../../lib/server-message';
import { usePasswordTexts } from '../../i18n/password';

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
  const t = usePasswordTexts();

  const onFinish = async (values: ChangeValues) => {
    const currentPassword = values.currentPassword ?? '';
    const password = values.newPassword ?? '';
    if (!currentPassword || !password || !values.confirmPassword) {
      toast.error(t('missingTitle'), t('fillAllPasswords'));
      return;
    }
    if (password !== values.confirmPassword) {
      toast.error(t('change.failed'), t('change.dontMatch'));
      return;
    }
    if (!NewPasswordMinRule.test(password)) {
      toast.error(t('tooShortTitle'), tooShortText(t));
      return;
    }
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      toast.success(t('change.changed'));
      form.resetFields();
    } catch (err) {
      toast.error(t('change.failed'), serverMessageOr(err, t('change.tryAgain')));
    }
  };

  return (
    <PasswordCard icon={<LockOutlined />} title={t('change.title')} subtitle={t('change.subtitle')}>
      <Form form={form} name="change-password" layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <Form.Item label={t('change.current')} name="currentPassword">
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
          {t('change.submit')}
        </Button>
      </Form>
      <p className="password-links">
        <Link to="/member-dashboard">{t('change.backToDashboard')}</Link>
      </p>
    </PasswordCard>
  );
}
