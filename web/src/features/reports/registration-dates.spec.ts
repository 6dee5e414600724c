import { describe, expect, it } from 'vitest';
import { isoToDay } from './registration-dates';
import { toSettingsPayload } from './RegistrationSettingsCard';

describe('registration window dates', () => {
  it('sends the chosen days as they were picked, for membership to turn into the start and end of those days in India', () => {
    expect(
      toSettingsPayload({
        isRegistrationEnabled: true,
        registrationStartDate: '2025-04-01',
        registrationEndDate: '2025-04-30',
      }),
    ).toEqual({
      isRegistrationEnabled: true,
      registrationStartDate: '2025-04-01',
      registrationEndDate: '2025-04-30',
      registrationMessage: null,
    });
  });

  it('reads stored instants back as the same calendar days', () => {
    expect(isoToDay('2025-03-31T18:30:00.000Z')).toBe('2025-04-01');
    expect(isoToDay('2025-04-30T18:29:59.999Z')).toBe('2025-04-30');
    expect(isoToDay('2025-04-30')).toBe('2025-04-30');
    expect(isoToDay(null)).toBe('');
  });

  it('sends empty dates and a blank message as null (spec part 1 §5)', () => {
    expect(
      toSettingsPayload({
        isRegistrationEnabled: false,
        registrationStartDate: '',
        registrationEndDate: undefined,
        registrationMessage: '   ',
      }),
    ).toEqual({
      isRegistrationEnabled: false,
      registrationStartDate: null,
      registrationEndDate: null,
      registrationMessage: null,
    });
  });
});
