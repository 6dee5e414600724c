import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { Member } from '../../api/members';
import { useUpdateProfileMutation } from '../../api/profile';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { useProfileTexts } from '../../i18n/profile';
import {
  profileFormValues,
  profileSaveFailure,
  ProfileRules,
  toProfileInput,
  type ProfileFormValues,
} from './profile-form';

/**
 * Spec part 2 §2 Profile settings: the member's name, e-mail, phone and address. A new e-mail address
 * changes only once the link sent to it is followed (issue 12), which the card says until then.
 */
export function PersonalInfoCard({ member }: { member: Member }) {
  const t = useProfileTexts();
  const [form] = Form.useForm<ProfileFormValues>();
  const feedback = useFieldErrorFeedback(form);
  const update = useUpdateProfileMutation();
  const toast = useToast();

  const onFinish = async (values: ProfileFormValues) => {
    try {
      const saved = await update.mutateAsync({ id: member.id, input: toProfileInput(values) });
      toast.success(t('saved'));
      // The stored record: a new address stays in the notice below, not in the field, until confirmed.
      form.setFieldsValue(profileFormValues(saved));
    } catch (err) {
      const failure = profileSaveFailure(err);
      toast.error(t('saveFailed'), failure.message);
      if (failure.fieldErrors.length) {
        feedback.report(failure.fieldErrors.map((e) => ({ name: e.field, errors: [e.message] })));
      }
    }
  };

  return (
    <Card
      title={
        <span className="profile-card-title">
          <UserOutlined aria-hidden /> {t('personal')}
        </span>
      }
      className="profile-card"
    >
      {member.pendingEmail ? (
        <Alert
          type="info"
          showIcon
          className="profile-pending-email"
          title={t('emailPending', { email: member.pendingEmail })}
        />
      ) : null}
      <Form<ProfileFormValues>
        form={form}
        name="profile"
        layout="vertical"
        requiredMark
        initialValues={profileFormValues(member)}
        onFinish={onFinish}
        onFinishFailed={feedback.onFinishFailed}
        disabled={update.isPending}
      >
        {feedback.announcer}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('firstName')} name="firstName" required rules={ProfileRules.firstName}>
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('lastName')} name="lastName" required rules={ProfileRules.lastName}>
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('email')} name="email" rules={ProfileRules.email} extra={t('emailHint')}>
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('phone')} name="phone" required rules={ProfileRules.phone}>
              <Input type="tel" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('address')} name="address">
              <Input.TextArea autoComplete="street-address" rows={3} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
