import { RegistrationStatusAnswer } from '@portal/contracts';

export interface RegistrationWindow {
  isRegistrationEnabled: boolean;
  registrationStartDate: Date | null;
  registrationEndDate: Date | null;
  registrationMessage: string | null;
}

/** Open only when switched on and `now` lies inside the window (either end may be open). */
export function registrationStatus(settings: RegistrationWindow, now: Date): RegistrationStatusAnswer {
  const { registrationStartDate: start, registrationEndDate: end } = settings;
  const isOpen =
    settings.isRegistrationEnabled &&
    (!start || now.getTime() >= start.getTime()) &&
    (!end || now.getTime() <= end.getTime());
  return {
    isOpen,
    message: settings.registrationMessage,
    startDate: start?.toISOString() ?? null,
    endDate: end?.toISOString() ?? null,
  };
}
