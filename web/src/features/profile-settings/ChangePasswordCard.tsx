import { Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { useChangeAdminPasswordMutation, useChangePasswordMutation } from '../../api/account';
import { parseApiError } from '../../api/client';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { useProfileTexts } from '../../i18n/profile';
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
  const t = useProfileTexts();
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
      toast.success(t('changed'));
      form.resetFields();
    } catch (err) {
      const message = serverMessageOr(err, t('tryAgain'));
      toast.error(t('changeFailed'), message);
      if (parseApiError(err).code === IdentityErrorCode.WrongCurrentPassword) {
        feedback.report([{ name: 'currentPassword', errors: [message] }]);
      }
    }
  };

  return (
    <Card
      title={
        <span className="profile-card-title">
          <LockOutlined aria-hidden /> {t('password')}
        </span>
      }
      className="profile-card"
    >
      <p className="muted profile-card-intro">{t('passwordIntro')}</p>
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={feedback.onFinishFailed}
        disabled={change.isPending}
      >
        {feedback.announcer}
        <Form.Item label={t('currentPassword')} name="currentPassword" required rules={PasswordRules.currentPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('newPassword')}
          name="newPassword"
          required
          rules={PasswordRules.newPassword}
          extra={
            newPassword ? (
              <PasswordStrengthMeter password={newPassword} />
            ) : (
              t('minLength', { count: PASSWORD_MIN_LENGTH })
            )
          }
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('confirmPassword')}
          name="confirmPassword"
          required
          dependencies={['newPassword']}
          rules={PasswordRules.confirmPassword}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
