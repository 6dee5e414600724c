import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageFields,
  RegisterAnswer,
  RegistrationSettingsDto,
  RegistrationSettingsFields,
  RegistrationStatusAnswer,
  SendContactMessageAnswer,
} from '@portal/contracts/shapes';
import { apiGet, apiPost, apiPut } from './client';

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

export const registrationKeys = {
  all: ['registration'] as const,
  status: () => [...registrationKeys.all, 'status'] as const,
  settings: () => [...registrationKeys.all, 'settings'] as const,
};

/** What a failing status call counts as (spec part 1 §4): registration stays reachable. */
export const OPEN_REGISTRATION: RegistrationStatus = { isOpen: true, message: null, startDate: null, endDate: null };

export async function fetchRegistrationStatus(): Promise<RegistrationStatus> {
  try {
    const answer = await apiGet<Partial<RegistrationStatus> | null>('/api/registration/status');
    return {
      isOpen: answer?.isOpen !== false,
      message: answer?.message?.trim() || null,
      startDate: answer?.startDate || null,
      endDate: answer?.endDate || null,
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
  return apiGet<RegistrationSettings>('/api/registration/settings');
}

export function useRegistrationSettingsQuery() {
  return useQuery({ queryKey: registrationKeys.settings(), queryFn: fetchRegistrationSettings });
}

export function updateRegistrationSettings(settings: RegistrationSettingsInput) {
  return apiPut<RegistrationSettings>('/api/registration/settings', settings);
}

/** Saving the settings changes what visitors see, so the public status is fetched again. */
export function useUpdateRegistrationSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

/** POST /api/register: multipart with every form field plus passportPhoto and idProof. */
export function submitRegistration(form: FormData) {
  return apiPost<RegistrationAnswer>('/api/register', form);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: submitRegistration });
}

export function sendContactMessage(input: ContactMessageInput) {
  return apiPost<ContactMessageAnswer>('/api/contact', input);
}

export function useContactMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
