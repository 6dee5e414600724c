import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Select, Skeleton, type FormRule } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MemberStatuses, NotificationTypes, Schemes } from '@portal/contracts/shapes';
import { useMembersQuery } from '../../api/members';
import {
  fetchAudiencePreview,
  notificationKeys,
  useSendNotificationMutation,
  type AudienceFilter,
  type SendNotificationInput,
} from '../../api/notifications';
import { useToast } from '../../components/use-toast';
import { contentFailureText } from '../../api/content';
import { memberName } from '../../lib/member-display';
import { formatCount } from '../../lib/format';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminNotificationsTexts, type AdminNotificationsTexts } from '../../i18n/admin-notifications';
import { notificationTypeName, useMemberTexts } from '../../i18n/member';
import {
  audienceOptions,
  channelOptions,
  emptyNotificationForm,
  notificationFormRules,
  toSendInput,
  type NotificationFormValues,
} from './notification-form';

/** Spec part 2 §9: the member pickers load up to 1000 members. */
const PICKER_QUERY = { page: 1, limit: 1000 } as const;

/** The send form (spec part 1 §2): title, message, type, the audience and whether to e-mail it too. */
export function SendNotificationCard() {
  const t = useAdminNotificationsTexts();
  const layout = useAdminLayoutTexts();
  const member = useMemberTexts();
  const rules = useMemo(() => notificationFormRules(t), [t]);
  const typeOptions = NotificationTypes.map((type) => ({ value: type, label: notificationTypeName(member, type) }));
  const statusOptions = MemberStatuses.map((status) => ({ value: status, label: adminStatusText(layout, status) }));
  const schemeOptions = Schemes.map((scheme) => ({ value: scheme, label: layout(`schemes.${scheme}`) }));
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
        t('toast.sent'),
        reached === 0 ? t('toast.noRecipients') : t('toast.sentTo', { count: reached, n: formatCount(reached) }),
      );
      form.resetFields();
    } catch (err) {
      toast.error(t('toast.sendFailed'), contentFailureText(err, t('toast.sendFailed')));
    }
  };

  return (
    <Card title={t('form.card')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={emptyNotificationForm()}
        onFinish={onFinish}
        requiredMark
        aria-label={t('form.label')}
      >
        <Form.Item label={t('form.title')} name="title" required rules={rules.title}>
          <Input maxLength={200} placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('form.message')} name="message" required rules={rules.message}>
          <Input.TextArea rows={4} maxLength={5000} placeholder={t('form.messagePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('form.type')} name="type" required rules={rules.type}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item label={t('form.audience')} name="audience">
          <Select options={audienceOptions(t)} />
        </Form.Item>
        {audience === 'status' ? (
          <Form.Item label={t('form.status')} name="status" rules={rules.status}>
            <Select options={statusOptions} placeholder={t('form.selectStatus')} />
          </Form.Item>
        ) : null}
        {audience === 'scheme' ? (
          <Form.Item label={t('form.scheme')} name="scheme" rules={rules.scheme}>
            <Select options={schemeOptions} placeholder={t('form.selectScheme')} />
          </Form.Item>
        ) : null}
        {audience === 'member' ? <MemberField t={t} rules={rules.memberId} /> : null}
        <Form.Item name="email" valuePropName="checked">
          <Checkbox>{t('form.email')}</Checkbox>
        </Form.Item>
        <Form.Item name="channels" label={t('form.channels')} extra={t('form.channelsHint')}>
          <Checkbox.Group options={channelOptions(t)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          {t('form.send')}
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
  const t = useAdminNotificationsTexts();
  const reached = preview.data?.recipients;
  return (
    <Modal
      open
      title={
        reached === undefined ? t('confirm.title') : t('confirm.question', { count: reached, n: formatCount(reached) })
      }
      okText={
        reached === undefined ? t('confirm.send') : t('confirm.sendTo', { count: reached, n: formatCount(reached) })
      }
      okButtonProps={{ disabled: preview.isPending || reached === 0 }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : preview.isError ? (
        <Alert type="warning" showIcon title={t('confirm.notCounted')} />
      ) : (
        <div className="send-confirmation">
          <p>{preview.data.summary}.</p>
          {preview.data.leftOut.length > 0 ? (
            <ul aria-label={t('confirm.leftOut')}>
              {preview.data.leftOut.map((group) => (
                <li key={group.reason}>
                  {t('confirm.members', { count: group.count, n: formatCount(group.count) })} {group.label}
                </li>
              ))}
            </ul>
          ) : null}
          {input.email && preview.data.withoutEmail > 0 ? (
            <p>
              {t('confirm.withoutEmail', {
                count: preview.data.withoutEmail,
                n: formatCount(preview.data.withoutEmail),
              })}
            </p>
          ) : null}
          {reached === 0 ? <p>{t('confirm.nobody')}</p> : null}
        </div>
      )}
    </Modal>
  );
}

/** One member, searchable by name or member id. */
function MemberField({ t, rules }: { t: AdminNotificationsTexts; rules: FormRule[] }) {
  const { data, isPending } = useMembersQuery(PICKER_QUERY);
  const options = (data?.members ?? []).map((member) => ({
    value: member.id,
    label: `${memberName(member)} (${member.memberId})`,
  }));
  return (
    <Form.Item label={t('form.member')} name="memberId" rules={rules}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        loading={isPending}
        placeholder={t('form.selectMember')}
        notFoundContent={isPending ? t('form.loadingMembers') : t('form.noMembers')}
      />
    </Form.Item>
  );
}
