import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { useContactMutation, type ContactMessageInput } from '../../api/registration';
import { useToast } from '../../components/use-toast';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { serverMessageOr } from '../../lib/server-message';
import { hasMinChars, isValidEmail } from '@portal/contracts/rules';

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
      toast.success('Message Sent', answer?.message || 'Thank you for contacting us. We will get back to you soon.');
      setSent({ name: input.name, email: input.email });
      form.resetFields();
    } catch (err) {
      // The server's own field messages (400) go beside their fields.
      const fields = (parseApiError(err).errors ?? []).filter((item) => item.field in input);
      if (fields.length) {
        form.setFields(fields.map((item) => ({ name: item.field as keyof ContactValues, errors: [item.message] })));
      }
      toast.error(
        'Message Not Sent',
        serverMessageOr(err, `Your message could not be sent. Please try again or write to ${SUPPORT_EMAIL}.`),
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
          title={`Thank you, ${sent.name}! Your message has been sent.`}
          description={`We will reply to ${sent.email} as soon as possible.`}
        />
      ) : null}
      <Form.Item label="Name" name="name" rules={[rule((v) => hasMinChars(v, 2), 'Please enter your name')]}>
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[rule(isValidEmail, 'Please enter a valid email address')]}>
        <Input type="email" maxLength={254} autoComplete="email" />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={[rule((v) => hasMinChars(v, 2), 'Please enter a subject')]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Message"
        name="message"
        rules={[rule((v) => hasMinChars(v, 10), 'Please write a message of at least 10 characters')]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
        Send Message
      </Button>
    </Form>
  );
}
