import { Form, Input, Modal } from 'antd';
import { ADMIN_NAME_MAX, AdminProfileRules, type AdminRole } from '@portal/contracts/rules';
import { useInviteAdminMutation } from '../../api/admin-accounts';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { formRules } from '../../lib/form-rules';
import { serverMessageOr } from '../../lib/server-message';
import { RoleSelect } from './RoleSelect';

interface InviteValues {
  firstName: string;
  lastName?: string;
  email: string;
  role: AdminRole;
}

/** 'Invite admin': the office-bearer's name, e-mail and role; they get an e-mail with a link to choose a password. */
export function InviteAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const feedback = useFieldErrorFeedback(form);
  const invite = useInviteAdminMutation();
  const toast = useToast();

  const onFinish = async ({ firstName, lastName, email, role }: InviteValues) => {
    try {
      const account = await invite.mutateAsync({
        firstName: firstName.trim(),
        lastName: lastName?.trim() || null,
        email: email.trim(),
        role,
      });
      toast.success('Invitation sent', `${account.email} has been e-mailed a link to choose a password.`);
      form.resetFields();
      onClose();
    } catch (err) {
      toast.error('Could not send the invitation', serverMessageOr(err, 'Please try again.'));
    }
  };

  return (
    <Modal
      title="Invite admin"
      open={open}
      onCancel={onClose}
      okText="Send Invitation"
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
        <Form.Item label="First Name" name="firstName" required rules={formRules(AdminProfileRules.firstName)}>
          <Input autoComplete="off" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={formRules(AdminProfileRules.lastName)}>
          <Input autoComplete="off" maxLength={ADMIN_NAME_MAX} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Email is required' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Please choose a role' }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
