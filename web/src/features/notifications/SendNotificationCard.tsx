import { Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { NotificationMessages } from '@portal/contracts/rules';
import { NotificationTypeLabels, NotificationTypes } from '@portal/contracts/shapes';
import { useMembersQuery } from '../../api/members';
import { useSendNotificationMutation } from '../../api/notifications';
import { SCHEME_OPTIONS } from '../../components/PaymentStatusTag';
import { useToast } from '../../components/use-toast';
import { contentFailureText } from '../../api/content';
import { memberName } from '../../lib/member-display';
import { MEMBER_STATUS_OPTIONS } from '../../lib/member-labels';
import {
  AUDIENCE_OPTIONS,
  emptyNotificationForm,
  NOTIFICATION_FORM_RULES,
  toSendInput,
  type NotificationFormValues,
} from './notification-form';

const TYPE_OPTIONS = NotificationTypes.map((type) => ({ value: type, label: NotificationTypeLabels[type] }));

/** Spec part 2 §9: the member pickers load up to 1000 members. */
const PICKER_QUERY = { page: 1, limit: 1000 } as const;

/** The send form (spec part 1 §2): title, message, type, the audience and whether to e-mail it too. */
export function SendNotificationCard() {
  const [form] = Form.useForm<NotificationFormValues>();
  const toast = useToast();
  const send = useSendNotificationMutation();
  const audience = Form.useWatch('audience', form) ?? 'all';

  const onFinish = async (values: NotificationFormValues) => {
    try {
      const { notification } = await send.mutateAsync(toSendInput(values));
      const reached = notification.delivery.recipients;
      toast.success(
        NotificationMessages.sent,
        reached === 0
          ? NotificationMessages.noRecipients
          : `Sent to ${reached.toLocaleString('en-IN')} ${reached === 1 ? 'member' : 'members'}`,
      );
      form.resetFields();
    } catch (err) {
      toast.error(NotificationMessages.sendFailed, contentFailureText(err, NotificationMessages.sendFailed));
    }
  };

  return (
    <Card title="Send Notification">
      <Form
        form={form}
        layout="vertical"
        initialValues={emptyNotificationForm()}
        onFinish={onFinish}
        requiredMark
        aria-label="Send notification"
      >
        <Form.Item label="Title" name="title" required rules={NOTIFICATION_FORM_RULES.title}>
          <Input maxLength={200} placeholder="Notification title" />
        </Form.Item>
        <Form.Item label="Message" name="message" required rules={NOTIFICATION_FORM_RULES.message}>
          <Input.TextArea rows={4} maxLength={5000} placeholder="Notification message" />
        </Form.Item>
        <Form.Item label="Type" name="type" required rules={NOTIFICATION_FORM_RULES.type}>
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label="Audience" name="audience">
          <Select options={AUDIENCE_OPTIONS} />
        </Form.Item>
        {audience === 'status' ? (
          <Form.Item label="Status" name="status" rules={NOTIFICATION_FORM_RULES.status}>
            <Select options={MEMBER_STATUS_OPTIONS} placeholder="Select status" />
          </Form.Item>
        ) : null}
        {audience === 'scheme' ? (
          <Form.Item label="Scheme" name="scheme" rules={NOTIFICATION_FORM_RULES.scheme}>
            <Select options={SCHEME_OPTIONS} placeholder="Select scheme" />
          </Form.Item>
        ) : null}
        {audience === 'member' ? <MemberField /> : null}
        <Form.Item name="email" valuePropName="checked">
          <Checkbox>Also send by e-mail</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          Send Notification
        </Button>
      </Form>
    </Card>
  );
}

/** One member, searchable by name or member id. */
function MemberField() {
  const { data, isPending } = useMembersQuery(PICKER_QUERY);
  const options = (data?.members ?? []).map((member) => ({
    value: member.id,
    label: `${memberName(member)} (${member.memberId})`,
  }));
  return (
    <Form.Item label="Member" name="memberId" rules={NOTIFICATION_FORM_RULES.memberId}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        loading={isPending}
        placeholder="Select member"
        notFoundContent={isPending ? 'Loading members...' : 'No members'}
      />
    </Form.Item>
  );
}
