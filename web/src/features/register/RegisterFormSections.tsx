import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, PlainField } from '../../components/plain/PlainField';
import type { usePlainForm } from '../../components/plain/use-plain-form';
import type english from '../../i18n/locales/en/register.json';
import { useTranslation } from '../../i18n/i18n';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { FileField } from './FileField';
import { CHOICE_LISTS, type ChoiceList } from './register-options';
import { AADHAR_LENGTH, localDateText } from './register-rules';
import type { RegisterValues } from './registration-form-data';
import '../../i18n/namespaces/register';

/**
 * The sections of the public registration form (spec part 1 §3 and §5, part 2 §3), plain HTML controls.
 * Every text is the `register` catalogue's, in the page's language.
 */

/** Shown as an example, the same in every language. */
const EMAIL_EXAMPLE = 'you@example.com';

type Options = typeof english.options;
type OptionKey = { [L in keyof Options]: `options.${L}.${keyof Options[L] & string}` }[keyof Options];

export type RegisterFormState = ReturnType<typeof usePlainForm<RegisterValues>>;
type TextName = Exclude<keyof RegisterValues, 'passportPhoto' | 'idProof' | 'privacyConsent'>;
type Column = 'full' | 'half' | 'third';

interface FieldProps {
  form: RegisterFormState;
  name: TextName;
  label: string;
  required?: boolean;
  extra?: string;
  col?: Column;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="plain-card register-section">
      <div className="plain-card-head">
        <h2 className="register-section-title">{title}</h2>
      </div>
      <div className="plain-row">{children}</div>
    </div>
  );
}

/** Label, message and hint of one field, and the props its control takes to be tied to them. */
function useField({ form, name, required, extra }: FieldProps) {
  const id = form.id(name);
  const error = form.errors[name];
  const control = {
    ...form.bind(name),
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, { error, extra: Boolean(extra) }),
  };
  return { id, error, control };
}

function TextField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const { form: _form, name: _name, label, required, extra, col = 'half', ...input } = props;
  const { id, error, control } = useField(props);
  return (
    <PlainField id={id} label={label} required={required} error={error} extra={extra} className={`plain-col-${col}`}>
      <input className="plain-input" {...input} {...control} />
    </PlainField>
  );
}

function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name'>) {
  const { form: _form, name, label, required, extra, col = 'full', maxLength, ...area } = props;
  const { id, error, control } = useField(props);
  const showCount = name === 'additionalInfo';
  return (
    <PlainField id={id} label={label} required={required} error={error} extra={extra} className={`plain-col-${col}`}>
      <textarea className="plain-input" maxLength={maxLength} {...area} {...control} />
      {showCount ? (
        <span className="plain-count" aria-hidden>
          {control.value.length} / {maxLength}
        </span>
      ) : null}
    </PlainField>
  );
}

function ChoiceField(props: FieldProps & { list: ChoiceList; placeholder: string }) {
  const { label, required, col = 'half', list, placeholder } = props;
  const { id, error, control } = useField(props);
  const { t } = useTranslation('register');
  return (
    <PlainField id={id} label={label} required={required} error={error} className={`plain-col-${col}`}>
      <select className={control.value ? 'plain-select' : 'plain-select plain-select-empty'} {...control}>
        <option value="">{placeholder}</option>
        {CHOICE_LISTS[list].map((value) => (
          <option key={value} value={value}>
            {t(`options.${list}.${value}` as OptionKey)}
          </option>
        ))}
      </select>
    </PlainField>
  );
}

function UploadField({
  form,
  name,
  label,
  accept,
  hint,
}: {
  form: RegisterFormState;
  name: 'passportPhoto' | 'idProof';
  label: string;
  accept: string;
  hint: string;
}) {
  const id = form.id(name);
  const error = form.errors[name];
  return (
    <PlainField id={id} label={label} error={error} className="plain-col-half">
      <FileField
        id={id}
        label={label}
        focusRef={form.focusTarget(name)}
        value={form.values[name]}
        onChange={(file) => form.setValue(name, file)}
        accept={accept}
        hint={hint}
        error={error}
      />
    </PlainField>
  );
}

export function PersonalSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.personal')}>
      <TextField
        form={form}
        name="firstName"
        label={t('fields.firstName')}
        required
        maxLength={100}
        autoComplete="given-name"
      />
      <TextField
        form={form}
        name="lastName"
        label={t('fields.lastName')}
        required
        maxLength={100}
        autoComplete="family-name"
      />
      <TextField
        form={form}
        name="dateOfBirth"
        label={t('fields.dateOfBirth')}
        required
        type="date"
        max={localDateText(new Date())}
        autoComplete="bday"
      />
      <ChoiceField
        form={form}
        name="gender"
        label={t('fields.gender')}
        required
        list="gender"
        placeholder={t('placeholders.gender')}
      />
    </Section>
  );
}

export function ContactSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.contact')}>
      <TextField
        form={form}
        name="email"
        label={t('fields.email')}
        required
        col="full"
        type="email"
        maxLength={254}
        autoComplete="email"
        placeholder={EMAIL_EXAMPLE}
      />
      <TextField
        form={form}
        name="phone"
        label={t('fields.phone')}
        required
        inputMode="tel"
        maxLength={16}
        autoComplete="tel"
        placeholder={t('placeholders.phone')}
      />
      <TextField
        form={form}
        name="alternatePhone"
        label={t('fields.alternatePhone')}
        inputMode="tel"
        maxLength={16}
        placeholder={t('placeholders.optional')}
      />
    </Section>
  );
}

export function AddressSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.address')}>
      <TextAreaField
        form={form}
        name="address"
        label={t('fields.address')}
        required
        rows={2}
        maxLength={500}
        autoComplete="street-address"
      />
      <TextField
        form={form}
        name="city"
        label={t('fields.city')}
        required
        col="third"
        maxLength={100}
        autoComplete="address-level2"
      />
      <TextField
        form={form}
        name="state"
        label={t('fields.state')}
        required
        col="third"
        maxLength={100}
        autoComplete="address-level1"
      />
      <TextField
        form={form}
        name="pincode"
        label={t('fields.pincode')}
        required
        col="third"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
      />
    </Section>
  );
}

export function ProfessionalSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.professional')}>
      <TextField
        form={form}
        name="studioName"
        label={t('fields.studioName')}
        required
        col="full"
        maxLength={200}
        autoComplete="organization"
      />
      <ChoiceField
        form={form}
        name="businessType"
        label={t('fields.businessType')}
        required
        list="businessType"
        placeholder={t('placeholders.businessType')}
      />
      <ChoiceField
        form={form}
        name="experienceYears"
        label={t('fields.experienceYears')}
        required
        list="experienceYears"
        placeholder={t('placeholders.experienceYears')}
      />
    </Section>
  );
}

export function IdentitySection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.identity')}>
      <TextField
        form={form}
        name="aadharNumber"
        label={t('fields.aadharNumber')}
        required
        col="full"
        extra={t('hints.aadharNumber')}
        inputMode="numeric"
        maxLength={AADHAR_LENGTH}
        autoComplete="off"
        placeholder={t('placeholders.aadharNumber')}
      />
      <UploadField
        form={form}
        name="passportPhoto"
        label={t('fields.passportPhoto')}
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        hint={t('hints.passportPhoto')}
      />
      <UploadField
        form={form}
        name="idProof"
        label={t('fields.idProof')}
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        hint={t('hints.idProof')}
      />
    </Section>
  );
}

export function EmergencySection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.emergency')}>
      <TextField
        form={form}
        name="emergencyContactName"
        label={t('fields.emergencyContactName')}
        required
        col="full"
        maxLength={100}
      />
      <TextField
        form={form}
        name="emergencyContactPhone"
        label={t('fields.emergencyContactPhone')}
        required
        inputMode="tel"
        maxLength={16}
      />
      <ChoiceField
        form={form}
        name="emergencyContactRelation"
        label={t('fields.emergencyContactRelation')}
        required
        list="relation"
        placeholder={t('placeholders.emergencyContactRelation')}
      />
    </Section>
  );
}

export function AdditionalSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation('register');
  return (
    <Section title={t('sections.additional')}>
      <TextField
        form={form}
        name="referredBy"
        label={t('fields.referredBy')}
        col="full"
        maxLength={200}
        placeholder={t('placeholders.referredBy')}
      />
      <TextAreaField
        form={form}
        name="additionalInfo"
        label={t('fields.additionalInfo')}
        rows={3}
        maxLength={2000}
        placeholder={t('placeholders.optional')}
      />
    </Section>
  );
}

/**
 * Issue 32: the privacy notice in a box of its own (scrolled by keyboard too) and the explicit consent the server
 * requires, unticked until the visitor ticks it.
 */
export function ConsentSection({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation(['register', 'common']);
  const id = form.id('privacyConsent');
  const error = form.errors.privacyConsent;
  return (
    <Section title={t('sections.consent')}>
      <div className="plain-col-full">
        <div className="register-notice-box" tabIndex={0} role="region" aria-labelledby="register_notice_title">
          <PrivacyNotice headingLevel={3} id="register_notice" />
        </div>
        <div className={error ? 'plain-field plain-field-has-error' : 'plain-field'}>
          <label htmlFor={id} className="register-consent">
            <input
              type="checkbox"
              id={id}
              name="privacyConsent"
              checked={form.values.privacyConsent === 'true'}
              onChange={(event) => form.setValue('privacyConsent', event.target.checked ? 'true' : undefined)}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { error })}
              ref={form.focusTarget('privacyConsent')}
            />
            <span>{t('notice.consent', { association: t('common:association.name') })}</span>
          </label>
          {error ? (
            <div id={`${id}_help`} className="plain-field-error">
              {error}
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
