import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from '../../i18n/i18n';
import { SendOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { useContactMutation, type ContactMessageInput } from '../../api/registration';
import { useToast } from '../../components/use-toast';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { serverMessageOr } from '../../lib/server-message';
import { hasMinChars, isValidEmail } from '@portal/contracts/rules';
import '../../i18n/namespaces/landing';

type ContactValues = Partial<ContactMessageInput>;

function rule(test: (value: unknown) => boolean, message: string) {
  return {
    validator: (_: unknown, value: unknown) => (test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

/** The landing page's message form: sent to the association's support address by e-mail. */
export function ContactForm() {
  const [form] = Form.useForm<ContactValues>();
  const send = useContactMutation();
  const toast = useToast();
  const { t } = useTranslation('landing');
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  const onFinish = async (values: ContactValues) => {
    const input: ContactMessageInput = {
      name: values.name?.trim() ?? '',
      email: values.email?.trim() ?? '',
      subject: values.subject?.trim() ?? '',
      message: values.message?.trim() ?? '',
    };
    try {
      const answer = await send.mutateAsync(input);
      toast.success(t('contactForm.sentTitle'), answer?.message || t('contactForm.sentText'));
      setSent({ name: input.name, email: input.email });
      form.resetFields();
    } catch (err) {
      // The server's own field messages (400) go beside their fields.
      const fields = (parseApiError(err).errors ?? []).filter((item) => item.field in input);
      if (fields.length) {
        form.setFields(fields.map((item) => ({ name: item.field as keyof ContactValues, errors: [item.message] })));
      }
      toast.error(
        t('contactForm.notSentTitle'),
        serverMessageOr(err, t('contactForm.notSentText', { email: SUPPORT_EMAIL })),
      );
    }
  };

  return (
    <Form
      form={form}
      name="contact"
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={onFinish}
      onValuesChange={() => setSent(null)}
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          className="contact-sent"
          title={t('contactForm.thanks', { name: sent.name })}
          description={t('contactForm.willReply', { email: sent.email })}
        />
      ) : null}
      <Form.Item
        label={t('contactForm.name')}
        name="name"
        rules={[rule((v) => hasMinChars(v, 2), t('contactForm.nameRequired'))]}
      >
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={t('contactForm.email')}
        name="email"
        rules={[rule(isValidEmail, t('contactForm.emailInvalid'))]}
      >
        <Input type="email" maxLength={254} autoComplete="email" />
      </Form.Item>
      <Form.Item
        label={t('contactForm.subject')}
        name="subject"
        rules={[rule((v) => hasMinChars(v, 2), t('contactForm.subjectRequired'))]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t('contactForm.message')}
        name="message"
        rules={[rule((v) => hasMinChars(v, 10), t('contactForm.messageTooShort'))]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
        {t('contactForm.send')}
      </Button>
    </Form>
  );
}
