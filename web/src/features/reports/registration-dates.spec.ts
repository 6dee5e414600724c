import { describe, expect, it } from 'vitest';
import { isoToDay, windowEndIso, windowStartIso } from './registration-dates';
import { toSettingsPayload } from './RegistrationSettingsCard';

describe('registration window dates', () => {
  it('opens at midnight and closes at the last millisecond of the chosen days in India', () => {
    expect(windowStartIso('2025-04-01')).toBe('2025-03-31T18:30:00.000Z');
    expect(windowEndIso('2025-04-30')).toBe('2025-04-30T18:29:59.999Z');
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
