import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { registrationKeys, useRegisterMutation } from '../../api/registration';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import {
  AdditionalSection,
  AddressSection,
  ContactSection,
  EmergencySection,
  IdentitySection,
  PersonalSection,
  ProfessionalSection,
} from './RegisterFormSections';
import type { MemberDto } from '@portal/contracts/shapes';
import { buildRegistrationForm, TEXT_FIELDS, type RegisterValues } from './registration-form-data';
import { classifyRegistrationError } from './registration-errors';

/** What the page needs after a registration: the new member id (from the answer) and the e-mail typed. */
export type Registered = Pick<MemberDto, 'memberId'> & { email: string };

const FORM_FIELDS = new Set<string>([...TEXT_FIELDS, 'passportPhoto', 'idProof']);

/** The public registration form; hands the new member id to the page on success. */
export function RegisterForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegisterMutation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const feedback = useFieldErrorFeedback(form);

  const onFinish = async (values: RegisterValues) => {
    try {
      const answer = await register.mutateAsync(buildRegistrationForm(values));
      const memberId = answer?.member?.memberId ?? '';
      const email = values.email?.trim() ?? '';
      toast.success(
        'Registration submitted successfully!',
        `Your member ID is ${memberId}. A confirmation e-mail has been sent to ${email}.`,
      );
      onRegistered({ memberId, email });
    } catch (err) {
      const failure = classifyRegistrationError(err);
      const known = failure.fieldErrors.filter((item) => FORM_FIELDS.has(item.field));
      if (known.length) feedback.report(known.map((item) => ({ name: item.field, errors: [item.message] })));
      if (failure.kind === 'closed') {
        toast.error('Registration Closed', failure.message);
        // The page switches to its closed view once the status says so.
        await queryClient.invalidateQueries({ queryKey: registrationKeys.status() });
        return;
      }
      toast.error('Registration Failed', failure.message);
    }
  };

  return (
    <Form
      form={form}
      name="register"
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ state: 'Karnataka' }}
      onFinish={onFinish}
      onFinishFailed={feedback.onFinishFailed}
      className="register-form"
    >
      {feedback.announcer}
      <PersonalSection />
      <ContactSection />
      <AddressSection />
      <ProfessionalSection />
      <IdentitySection />
      <EmergencySection />
      <AdditionalSection />
      <div className="register-submit">
        <Button type="primary" htmlType="submit" size="large" loading={register.isPending}>
          Register
        </Button>
        <p className="muted small">
          An administrator reviews every application. You will receive the result by e-mail.
        </p>
      </div>
    </Form>
  );
}
