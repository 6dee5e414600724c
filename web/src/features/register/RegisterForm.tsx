import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberDto } from '@portal/contracts/shapes';
import { registrationKeys, useRegisterMutation } from '../../api/registration';
import { plainToast as toast } from '../../components/plain/plain-toast';
import { usePlainForm } from '../../components/plain/use-plain-form';
import { useTranslation } from '../../i18n/i18n';
import {
  AdditionalSection,
  AddressSection,
  ConsentSection,
  ContactSection,
  EmergencySection,
  IdentitySection,
  PersonalSection,
  ProfessionalSection,
} from './RegisterFormSections';
import { REGISTER_CHECKS } from './register-rules';
import { buildRegistrationForm, type RegisterValues } from './registration-form-data';
import { classifyRegistrationError } from './registration-errors';
import { useRegisterMessages } from './register-messages';
import '../../i18n/namespaces/register';

/** What the page needs after a registration: the new member id (from the answer) and the e-mail typed. */
export type Registered = Pick<MemberDto, 'memberId'> & { email: string };

type FieldName = keyof RegisterValues;

/** Every field in page order: the checked ones (REGISTER_CHECKS is in that order), the optional notes, the consent. */
const FIELDS: readonly FieldName[] = [
  ...(Object.keys(REGISTER_CHECKS) as FieldName[]).filter((name) => name !== 'privacyConsent'),
  'referredBy',
  'additionalInfo',
  'privacyConsent',
];
// Choices and files are checked as soon as they change; what is typed, when the field is left.
const CHECKED_ON_CHANGE: readonly FieldName[] = [
  'gender',
  'businessType',
  'experienceYears',
  'emergencyContactRelation',
  'passportPhoto',
  'idProof',
  'privacyConsent',
];

/** The public registration form; hands the new member id to the page on success. */
export function RegisterForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const { t } = useTranslation('register');
  const shown = useRegisterMessages();
  const form = usePlainForm<RegisterValues>({
    name: 'register',
    fields: FIELDS,
    initialValues: { state: 'Karnataka' },
    checks: REGISTER_CHECKS,
    checkedOnChange: CHECKED_ON_CHANGE,
    shown,
  });
  const register = useRegisterMutation();
  const queryClient = useQueryClient();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending || !form.validate()) return;
    const values = form.values;
    try {
      const answer = await register.mutateAsync(buildRegistrationForm(values));
      const memberId = answer?.member?.memberId ?? '';
      const email = values.email?.trim() ?? '';
      toast.success(t('success.title'), t('success.toast', { memberId, email }));
      onRegistered({ memberId, email });
    } catch (err) {
      const failure = classifyRegistrationError(err);
      const known = failure.fieldErrors.filter((item) => FIELDS.includes(item.field as FieldName));
      if (known.length) form.report(known.map((item) => ({ name: item.field as FieldName, message: item.message })));
      if (failure.kind === 'closed') {
        toast.error(t('closed.title'), shown(failure.message));
        // The page switches to its closed view once the status says so.
        await queryClient.invalidateQueries({ queryKey: registrationKeys.status() });
        return;
      }
      toast.error(t('failure.title'), shown(failure.message));
    }
  };

  return (
    <form name="register" className="register-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {form.announcer}
      <p className="plain-secondary register-form-hint">{t('form.hint')}</p>
      <PersonalSection form={form} />
      <ContactSection form={form} />
      <AddressSection form={form} />
      <ProfessionalSection form={form} />
      <IdentitySection form={form} />
      <EmergencySection form={form} />
      <AdditionalSection form={form} />
      <ConsentSection form={form} />
      <div className="register-submit">
        <button
          type="submit"
          className={`plain-btn plain-btn-lg plain-btn-primary${register.isPending ? ' plain-btn-loading' : ''}`}
          aria-busy={register.isPending || undefined}
        >
          {t('form.submit')}
        </button>
        <p className="muted small">{t('form.reviewNote')}</p>
      </div>
    </form>
  );
}
