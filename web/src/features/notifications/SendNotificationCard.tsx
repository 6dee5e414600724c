import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Select, Skeleton } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { NotificationMessages } from '@portal/contracts/rules';
import { NotificationTypeLabels, NotificationTypes } from '@portal/contracts/shapes';
import { useMembersQuery } from '../../api/members';
import {
  fetchAudiencePreview,
  notificationKeys,
  useSendNotificationMutation,
  type AudienceFilter,
  type SendNotificationInput,
} from '../../api/notifications';
import { SCHEME_OPTIONS } from '../../components/PaymentStatusTag';
import { useToast } from '../../components/use-toast';
import { contentFailureText } from '../../api/content';
import { memberName } from '../../lib/member-display';
import { MEMBER_STATUS_OPTIONS } from '../../lib/member-labels';
import {
  AUDIENCE_OPTIONS,
  CHANNEL_OPTIONS,
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

  // A send to an audience (not one member) waits for the admin to confirm the count.
  const [confirming, setConfirming] = useState<SendNotificationInput | null>(null);

  const onFinish = async (values: NotificationFormValues) => {
    const input = toSendInput(values);
    if (input.memberId) await deliver(input);
    else setConfirming(input);
  };

  const deliver = async (input: SendNotificationInput) => {
    setConfirming(null);
    try {
      const { notification } = await send.mutateAsync(input);
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
        <Form.Item
          name="channels"
          label="Also send by WhatsApp or SMS"
          extra="Only members who chose that channel in their Profile Settings get it: a short message with the title and a link to the portal."
        >
          <Checkbox.Group options={CHANNEL_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          Send Notification
        </Button>
      </Form>
      {confirming ? (
        <ConfirmSendDialog
          input={confirming}
          onConfirm={() => deliver(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * Before a send to an audience: how many members it reaches, of how many, who it leaves out and why, and who
 * has no e-mail address when it is e-mailed too (GET /api/notifications/audience).
 */
function ConfirmSendDialog({
  input,
  onConfirm,
  onCancel,
}: {
  input: SendNotificationInput;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const audience: AudienceFilter = {};
  if (input.status) audience.status = input.status;
  if (input.scheme) audience.scheme = input.scheme;
  const preview = useQuery({
    queryKey: notificationKeys.audience(audience),
    queryFn: () => fetchAudiencePreview(audience),
    retry: false,
    refetchOnMount: 'always',
  });
  const reached = preview.data?.recipients;
  const noun = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'member' : 'members'}`;
  return (
    <Modal
      open
      title={reached === undefined ? 'Send this notification?' : `Send to ${noun(reached)}?`}
      okText={reached === undefined ? 'Send' : `Send to ${noun(reached)}`}
      okButtonProps={{ disabled: preview.isPending || reached === 0 }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : preview.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Who it reaches could not be counted; it goes to the audience as chosen."
        />
      ) : (
        <div className="send-confirmation">
          <p>{preview.data.summary}.</p>
          {preview.data.leftOut.length > 0 ? (
            <ul aria-label="Left out">
              {preview.data.leftOut.map((group) => (
                <li key={group.reason}>
                  {noun(group.count)} {group.label}
                </li>
              ))}
            </ul>
          ) : null}
          {input.email && preview.data.withoutEmail > 0 ? (
            <p>{noun(preview.data.withoutEmail)} without an e-mail address will see it in the portal only.</p>
          ) : null}
          {reached === 0 ? <p>Nobody would receive it: choose another audience.</p> : null}
        </div>
      )}
    </Modal>
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
