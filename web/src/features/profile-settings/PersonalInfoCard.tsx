import type { FormEvent } from 'react';
import { Alert, Button, Card, Col, Row } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { Member } from '../../api/members';
import { useUpdateProfileMutation } from '../../api/profile';
import { describedBy, PlainField } from '../../components/plain/PlainField';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useToast } from '../../components/use-toast';
import { useProfileTexts } from '../../i18n/profile';
import {
  PROFILE_CHECKS,
  PROFILE_FIELDS,
  profileFormValues,
  profileSaveFailure,
  toProfileInput,
  type ProfileFormValues,
} from './profile-form';

/**
 * Spec part 2 §2 Profile settings: the member's name, e-mail, phone and address. A new e-mail address
 * changes only once the link sent to it is followed (issue 12), which the card says until then.
 * Plain labelled fields in antd's look (components/plain), as Make Payment's: antd's Form and Input (about
 * 36 KB brotli) are not loaded for them (issue 30). Each field is checked as it changes, as antd's form did.
 */
export function PersonalInfoCard({ member }: { member: Member }) {
  const t = useProfileTexts();
  const form = usePlainForm<ProfileFormValues>({
    name: 'profile',
    fields: PROFILE_FIELDS,
    initialValues: profileFormValues(member),
    checks: PROFILE_CHECKS,
    checkedOnChange: PROFILE_FIELDS,
  });
  const update = useUpdateProfileMutation();
  const toast = useToast();
  const busy = update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    try {
      const saved = await update.mutateAsync({ id: member.id, input: toProfileInput(form.values) });
      toast.success(t('saved'));
      // The stored record: a new address stays in the notice below, not in the field, until confirmed.
      form.reset(profileFormValues(saved));
    } catch (err) {
      const failure = profileSaveFailure(err);
      toast.error(t('saveFailed'), failure.message);
      if (failure.fieldErrors.length) {
        form.report(failure.fieldErrors.map((e) => ({ name: e.field as keyof ProfileFormValues, message: e.message })));
      }
    }
  };

  // What antd's Form.Item gave its input: the form's value and checks, required, described by hint and message.
  const field = (key: keyof ProfileFormValues, { required = false, extra = false } = {}) => ({
    ...form.bind(key),
    className: 'plain-input',
    disabled: busy,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(form.id(key), { error: form.errors[key], extra }),
  });

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
      <form id="profile" className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {form.announcer}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <PlainField id={form.id('firstName')} label={t('firstName')} required error={form.errors.firstName}>
              <input {...field('firstName', { required: true })} autoComplete="given-name" maxLength={100} />
            </PlainField>
          </Col>
          <Col xs={24} sm={12}>
            <PlainField id={form.id('lastName')} label={t('lastName')} required error={form.errors.lastName}>
              <input {...field('lastName', { required: true })} autoComplete="family-name" maxLength={100} />
            </PlainField>
          </Col>
          <Col xs={24} sm={12}>
            <PlainField id={form.id('email')} label={t('email')} error={form.errors.email} extra={t('emailHint')}>
              <input {...field('email', { extra: true })} type="email" autoComplete="email" maxLength={254} />
            </PlainField>
          </Col>
          <Col xs={24} sm={12}>
            <PlainField id={form.id('phone')} label={t('phone')} required error={form.errors.phone}>
              <input {...field('phone', { required: true })} type="tel" autoComplete="tel" maxLength={20} />
            </PlainField>
          </Col>
          <Col xs={24}>
            <PlainField id={form.id('address')} label={t('address')} error={form.errors.address}>
              <textarea {...field('address')} autoComplete="street-address" rows={3} maxLength={500} />
            </PlainField>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
