import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, PlainField } from '../../components/plain/PlainField';
import type { usePlainForm } from '../../components/plain/use-plain-form';
import { FileField } from './FileField';
import {
  BUSINESS_TYPE_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  RELATION_OPTIONS,
  type Choice,
} from './register-options';
import { AADHAR_LENGTH, localDateText } from './register-rules';
import type { RegisterValues } from './registration-form-data';

/** The sections of the public registration form (spec part 1 §3 and §5, part 2 §3), plain HTML controls. */

export type RegisterFormState = ReturnType<typeof usePlainForm<RegisterValues>>;
type TextName = Exclude<keyof RegisterValues, 'passportPhoto' | 'idProof'>;
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

function ChoiceField(props: FieldProps & { options: Choice[]; placeholder: string }) {
  const { label, required, col = 'half', options, placeholder } = props;
  const { id, error, control } = useField(props);
  return (
    <PlainField id={id} label={label} required={required} error={error} className={`plain-col-${col}`}>
      <select className={control.value ? 'plain-select' : 'plain-select plain-select-empty'} {...control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
  return (
    <Section title="Personal Information">
      <TextField form={form} name="firstName" label="First Name" required maxLength={100} autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" required maxLength={100} autoComplete="family-name" />
      <TextField
        form={form}
        name="dateOfBirth"
        label="Date of Birth"
        required
        type="date"
        max={localDateText(new Date())}
        autoComplete="bday"
      />
      <ChoiceField
        form={form}
        name="gender"
        label="Gender"
        required
        options={GENDER_OPTIONS}
        placeholder="Select gender"
      />
    </Section>
  );
}

export function ContactSection({ form }: { form: RegisterFormState }) {
  return (
    <Section title="Contact Details">
      <TextField
        form={form}
        name="email"
        label="Email"
        required
        col="full"
        type="email"
        maxLength={254}
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        form={form}
        name="phone"
        label="Phone"
        required
        inputMode="tel"
        maxLength={16}
        autoComplete="tel"
        placeholder="10-digit mobile number"
      />
      <TextField
        form={form}
        name="alternatePhone"
        label="Alternate Phone"
        inputMode="tel"
        maxLength={16}
        placeholder="Optional"
      />
    </Section>
  );
}

export function AddressSection({ form }: { form: RegisterFormState }) {
  return (
    <Section title="Address">
      <TextAreaField
        form={form}
        name="address"
        label="Address"
        required
        rows={2}
        maxLength={500}
        autoComplete="street-address"
      />
      <TextField
        form={form}
        name="city"
        label="City"
        required
        col="third"
        maxLength={100}
        autoComplete="address-level2"
      />
      <TextField
        form={form}
        name="state"
        label="State"
        required
        col="third"
        maxLength={100}
        autoComplete="address-level1"
      />
      <TextField
        form={form}
        name="pincode"
        label="Pincode"
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
  return (
    <Section title="Professional Details">
      <TextField
        form={form}
        name="studioName"
        label="Studio/Photography Name"
        required
        col="full"
        maxLength={200}
        autoComplete="organization"
      />
      <ChoiceField
        form={form}
        name="businessType"
        label="Business Type"
        required
        options={BUSINESS_TYPE_OPTIONS}
        placeholder="Select business type"
      />
      <ChoiceField
        form={form}
        name="experienceYears"
        label="Experience"
        required
        options={EXPERIENCE_OPTIONS}
        placeholder="Years of experience"
      />
    </Section>
  );
}

export function IdentitySection({ form }: { form: RegisterFormState }) {
  return (
    <Section title="Identity Documents">
      <TextField
        form={form}
        name="aadharNumber"
        label="Aadhar Number"
        required
        col="full"
        extra="Only the last four digits are kept visible after you submit."
        inputMode="numeric"
        maxLength={AADHAR_LENGTH}
        autoComplete="off"
        placeholder="12-digit Aadhar number"
      />
      <UploadField
        form={form}
        name="passportPhoto"
        label="Passport Photo"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        hint="JPG, PNG up to 5MB"
      />
      <UploadField
        form={form}
        name="idProof"
        label="ID Proof"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        hint="PDF, JPG, PNG up to 5MB"
      />
    </Section>
  );
}

export function EmergencySection({ form }: { form: RegisterFormState }) {
  return (
    <Section title="Emergency Contact">
      <TextField
        form={form}
        name="emergencyContactName"
        label="Emergency Contact Name"
        required
        col="full"
        maxLength={100}
      />
      <TextField
        form={form}
        name="emergencyContactPhone"
        label="Emergency Contact Phone"
        required
        inputMode="tel"
        maxLength={16}
      />
      <ChoiceField
        form={form}
        name="emergencyContactRelation"
        label="Relation"
        required
        options={RELATION_OPTIONS}
        placeholder="Select relation"
      />
    </Section>
  );
}

export function AdditionalSection({ form }: { form: RegisterFormState }) {
  return (
    <Section title="Additional Information">
      <TextField
        form={form}
        name="referredBy"
        label="Referred By"
        col="full"
        maxLength={200}
        placeholder="Optional: the member who told you about us"
      />
      <TextAreaField
        form={form}
        name="additionalInfo"
        label="Additional Information"
        rows={3}
        maxLength={2000}
        placeholder="Optional"
      />
    </Section>
  );
}
