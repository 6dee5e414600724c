import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageFields,
  RegisterAnswer,
  RegistrationSettingsDto,
  RegistrationSettingsFields,
  RegistrationStatusAnswer,
  SendContactMessageAnswer,
} from '@portal/contracts/shapes';
import { shownLanguage } from '../i18n/language';
import { answerOf, api } from './client';
import type { paths } from './generated/schema';

/** GET /api/registration/status (spec part 1 §3 "Registration status (public)"). */
export type RegistrationStatus = RegistrationStatusAnswer;
/** GET /api/registration/settings: the window as stored instants. */
export type RegistrationSettings = RegistrationSettingsDto;
/**
 * PUT /api/registration/settings; empty values travel as null (spec part 1 §5). The dates are the
 * calendar days the admin picked: membership turns them into the start and end of those days in India.
 */
export type RegistrationSettingsInput = RegistrationSettingsFields;
export type RegistrationAnswer = RegisterAnswer;
export type ContactMessageInput = ContactMessageFields;
export type ContactMessageAnswer = SendContactMessageAnswer;
type RegistrationForm = paths['/api/register']['post']['requestBody']['content']['multipart/form-data'];

export const registrationKeys = {
  all: ['registration'] as const,
  status: () => [...registrationKeys.all, 'status'] as const,
  settings: () => [...registrationKeys.all, 'settings'] as const,
};

/** What a failing status call counts as (spec part 1 §4): registration stays reachable. */
export const OPEN_REGISTRATION: RegistrationStatus = { isOpen: true, message: null, startDate: null, endDate: null };

export async function fetchRegistrationStatus(): Promise<RegistrationStatus> {
  try {
    const answer = await answerOf(api.GET('/api/registration/status'));
    return {
      isOpen: answer.isOpen,
      message: answer.message?.trim() || null,
      startDate: answer.startDate || null,
      endDate: answer.endDate || null,
    };
  } catch (err) {
    // Spec part 1 §4: the failure is logged and registration is treated as open; the server still
    // refuses a registration when it is really closed.
    console.warn('Could not load the registration status; treating registration as open.', err);
    return OPEN_REGISTRATION;
  }
}

export function useRegistrationStatusQuery() {
  return useQuery({ queryKey: registrationKeys.status(), queryFn: fetchRegistrationStatus });
}

export function fetchRegistrationSettings() {
  return answerOf(api.GET('/api/registration/settings'));
}

export function useRegistrationSettingsQuery() {
  return useQuery({ queryKey: registrationKeys.settings(), queryFn: fetchRegistrationSettings });
}

export function updateRegistrationSettings(settings: RegistrationSettingsInput) {
  return answerOf(api.PUT('/api/registration/settings', { body: settings }));
}

/** Saving the settings changes what visitors see, so the public status is fetched again. */
export function useUpdateRegistrationSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

/**
 * POST /api/register: multipart with every form field plus passportPhoto and idProof, in the language the form
 * is shown in (Accept-Language), which the member's e-mails are then written in (issue 31).
 */
export function submitRegistration(form: FormData) {
  // The page builds the form itself (fields and files); the server checks it against RegistrationInput.
  return answerOf(
    api.POST('/api/register', {
      body: form as unknown as RegistrationForm,
      bodySerializer: () => form,
      headers: { 'Accept-Language': shownLanguage() },
    }),
  );
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: submitRegistration });
}

export function sendContactMessage(input: ContactMessageInput) {
  return answerOf(api.POST('/api/contact', { body: input }));
}

export function useContactMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
