import { Form, Input, Modal, type FormRule } from 'antd';
import {
  ADMIN_NAME_MAX,
  AdminProfileRules,
  firstFailure,
  type AdminRole,
  type FieldRule,
} from '@portal/contracts/rules';
import { useInviteAdminMutation } from '../../api/admin-accounts';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';
import { RoleSelect } from './RoleSelect';
import { accountsMessage, useAdminAccountsTexts, type AdminAccountsTexts } from '../../i18n/admin-accounts';

interface InviteValues {
  firstName: string;
  lastName?: string;
  email: string;
  role: AdminRole;
}

/** The contracts' shared rules as one antd rule (lib/form-rules' formRules), the failure in the shown language. */
function rulesIn(t: AdminAccountsTexts, rules: readonly FieldRule[]): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const failure = firstFailure(rules, value);
        if (failure) throw new Error(accountsMessage(t, failure.message));
      },
    },
  ];
}

/** 'Invite admin': the office-bearer's name, e-mail and role; they get an e-mail with a link to choose a password. */
export function InviteAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const feedback = useFieldErrorFeedback(form);
  const invite = useInviteAdminMutation();
  const toast = useToast();
  const t = useAdminAccountsTexts();

  const onFinish = async ({ firstName, lastName, email, role }: InviteValues) => {
    try {
      const account = await invite.mutateAsync({
        firstName: firstName.trim(),
        lastName: lastName?.trim() || null,
        email: email.trim(),
        role,
      });
      toast.success(t('invite.sent'), t('invite.sentDetail', { email: account.email }));
      form.resetFields();
      onClose();
    } catch (err) {
      toast.error(t('invite.failed'), accountsMessage(t, serverMessageOr(err, t('tryAgain'))));
    }
  };

  return (
    <Modal
      title={t('invite.title')}
      open={open}
      onCancel={onClose}
      okText={t('invite.send')}
      onOk={() => form.submit()}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      <Form<InviteValues>
        form={form}
        name="invite-admin"
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={feedback.onFinishFailed}
        disabled={invite.isPending}
        initialValues={{ role: 'viewer' }}
      >
        {feedback.announcer}
        <Form.Item
          label={t('invite.firstName')}
          name="firstName"
          required
          rules={rulesIn(t, AdminProfileRules.firstName)}
        >
          <Input autoComplete="off" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('invite.lastName')} name="lastName" rules={rulesIn(t, AdminProfileRules.lastName)}>
          <Input autoComplete="off" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Form.Item
          label={t('invite.email')}
          name="email"
          rules={[
            { required: true, message: t('invite.emailRequired') },
            { type: 'email', message: t('invite.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('invite.role')} name="role" rules={[{ required: true, message: t('invite.roleRequired') }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
