import { Button, Descriptions, Form, Input, Modal } from 'antd';
import { AdminProfileRules, ADMIN_NAME_MAX, isAdminRole } from '@portal/contracts/rules';
import { useUpdateAdminProfileMutation } from '../../api/account';
import type { CurrentUser } from '../../api/auth';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { ChangePasswordCard } from '../../features/profile-settings/ChangePasswordCard';
import { formRules } from '../../features/profile-settings/profile-form';
import { type AdminLayoutTexts, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { serverMessageOr } from '../../lib/server-message';
import { TwoFactorCard } from './TwoFactorCard';

interface NameValues {
  firstName: string;
  lastName: string;
}

/** The admin's role as the office names it (issue 27). */
function roleLabel(t: AdminLayoutTexts, user: CurrentUser | null | undefined): string {
  const role = user?.userType === 'admin' ? user.role : undefined;
  return isAdminRole(role) ? t(`roles.${role}`) : t('profileModal.notSet');
}

/**
 * The admin's profile from the account menu (its own chunk, as few open it): e-mail and role, their own name to
 * edit, their own password to change (issue 27; their other sessions end) and their two-factor sign-in.
 */
export default function ProfileModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: CurrentUser | null | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NameValues>();
  const feedback = useFieldErrorFeedback(form);
  const save = useUpdateAdminProfileMutation();
  const toast = useToast();
  const t = useAdminLayoutTexts();

  const onFinish = async ({ firstName, lastName }: NameValues) => {
    try {
      await save.mutateAsync({ firstName: firstName.trim(), lastName: lastName?.trim() || null });
      toast.success(t('profileModal.saved'));
    } catch (err) {
      toast.error(t('profileModal.saveFailed'), serverMessageOr(err, t('profileModal.tryAgain')));
    }
  };

  return (
    <Modal title={t('profileModal.title')} open={open} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('profileModal.email')}>{user?.email || t('profileModal.notSet')}</Descriptions.Item>
        <Descriptions.Item label={t('profileModal.role')}>{roleLabel(t, user)}</Descriptions.Item>
      </Descriptions>
      <Form<NameValues>
        form={form}
        name="admin-profile"
        layout="vertical"
        className="profile-name-form"
        initialValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
        onFinish={onFinish}
        onFinishFailed={feedback.onFinishFailed}
        disabled={save.isPending}
      >
        {feedback.announcer}
        <Form.Item
          label={t('profileModal.firstName')}
          name="firstName"
          required
          rules={formRules(AdminProfileRules.firstName)}
        >
          <Input autoComplete="given-name" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('profileModal.lastName')} name="lastName" rules={formRules(AdminProfileRules.lastName)}>
          <Input autoComplete="family-name" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('profileModal.saveName')}
        </Button>
      </Form>
      <ChangePasswordCard account="admin" />
      {user?.userType === 'admin' && <TwoFactorCard enabled={user.twoFactorEnabled === true} />}
    </Modal>
  );
}
