import type { FormEvent } from 'react';
import { Button, Card } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/rules';
import { useChangeAdminPasswordMutation, useChangePasswordMutation } from '../../api/account';
import { parseApiError } from '../../api/client';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { describedBy, PasswordInput, PlainField } from '../../components/plain/PlainField';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useToast } from '../../components/use-toast';
import { useProfileTexts } from '../../i18n/profile';
import { serverMessageOr } from '../../lib/server-message';
import { PASSWORD_CHECKS, PASSWORD_FIELDS, type PasswordValues } from './profile-form';
// The forms' antd measures (the admin's profile dialog shows this card too).
import './profile-settings.css';

/**
 * Spec part 2 §5 "Profile password change": the member's other sessions end once it is changed. An admin changes
 * their own the same way from their Profile (issue 27). Plain fields in antd's look, as the personal information
 * form's (issue 30); each checked as it changes, the confirmation again as the new password changes.
 */
export function ChangePasswordCard({ account = 'member' }: { account?: 'member' | 'admin' }) {
  const t = useProfileTexts();
  const form = usePlainForm<PasswordValues>({
    name: 'change-password',
    fields: PASSWORD_FIELDS,
    checks: PASSWORD_CHECKS,
    checkedOnChange: PASSWORD_FIELDS,
    dependents: { newPassword: ['confirmPassword'] },
  });
  const newPassword = form.values.newPassword ?? '';
  const memberChange = useChangePasswordMutation();
  const adminChange = useChangeAdminPasswordMutation();
  const change = account === 'admin' ? adminChange : memberChange;
  const toast = useToast();
  const busy = change.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { currentPassword = '', newPassword = '' } = form.values;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t('changed'));
      form.reset();
    } catch (err) {
      const message = serverMessageOr(err, t('tryAgain'));
      toast.error(t('changeFailed'), message);
      if (parseApiError(err).code === IdentityErrorCode.WrongCurrentPassword) {
        form.report([{ name: 'currentPassword', message }]);
      }
    }
  };

  const field = (key: keyof PasswordValues, extra = false) => ({
    ...form.bind(key),
    disabled: busy,
    showLabel: t('showPassword'),
    'aria-required': true,
    'aria-describedby': describedBy(form.id(key), { error: form.errors[key], extra }),
  });

  return (
    <Card
      title={
        <span className="profile-card-title">
          <LockOutlined aria-hidden /> {t('password')}
        </span>
      }
      className="profile-card"
    >
      <p className="muted profile-card-intro">{t('passwordIntro')}</p>
      <form id="change-password" className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {form.announcer}
        <PlainField
          id={form.id('currentPassword')}
          label={t('currentPassword')}
          required
          error={form.errors.currentPassword}
        >
          <PasswordInput {...field('currentPassword')} autoComplete="current-password" />
        </PlainField>
        <PlainField
          id={form.id('newPassword')}
          label={t('newPassword')}
          required
          error={form.errors.newPassword}
          extra={
            newPassword ? (
              <PasswordStrengthMeter password={newPassword} />
            ) : (
              t('minLength', { count: PASSWORD_MIN_LENGTH })
            )
          }
        >
          <PasswordInput {...field('newPassword', true)} autoComplete="new-password" />
        </PlainField>
        <PlainField
          id={form.id('confirmPassword')}
          label={t('confirmPassword')}
          required
          error={form.errors.confirmPassword}
        >
          <PasswordInput {...field('confirmPassword')} autoComplete="new-password" />
        </PlainField>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('changePassword')}
        </Button>
      </form>
    </Card>
  );
}
