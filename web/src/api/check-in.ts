import { useQuery } from '@tanstack/react-query';
import type { CardPublicKeyDto, CheckInAnswer, CheckInFields, EventAttendanceAnswer } from '@portal/contracts/shapes';
import { ApiRequestError, answerOf, api, apiUrl } from './client';

export type { CardPublicKeyDto, CheckInAnswer, EventAttendanceAnswer };

export const checkInKeys = {
  attendance: (eventId: string) => ['content', 'events', 'attendance', eventId] as const,
  publicKeys: ['id-cards', 'public-keys'] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

/** Checks a member in at the door; once per member and event (a second time answers when the first was). */
export const checkIn = (eventId: string, input: CheckInFields & { memberId: string }): Promise<CheckInAnswer> =>
  answerOf(api.POST('/api/events/{id}/attendance', { ...byId(eventId), body: input }));

export async function fetchAttendance(eventId: string): Promise<EventAttendanceAnswer> {
  const answer = await answerOf(api.GET('/api/events/{id}/attendance', byId(eventId)));
  if (!('attendees' in answer)) throw new Error('The attendance list came as a file');
  return answer;
}

export const attendanceCsvUrl = (eventId: string) =>
  apiUrl('/api/events/{id}/attendance', { path: { id: eventId }, query: { format: 'csv' } });

/** Whether the server answered (a refusal included), as opposed to the phone not reaching it. */
export const serverAnswered = (error: unknown) => error instanceof ApiRequestError && error.status < 500;

const KEYS_STORAGE = 'portal.card-public-keys';

/** The association's card keys, kept on the phone so cards verify without signal. */
export function storedPublicKeys(): CardPublicKeyDto[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEYS_STORAGE) ?? '[]');
    return Array.isArray(stored) ? (stored as CardPublicKeyDto[]) : [];
  } catch {
    return [];
  }
}

async function fetchPublicKeys(): Promise<CardPublicKeyDto[]> {
  try {
    const { keys } = await answerOf(api.GET('/api/id-cards/public-keys'));
    localStorage.setItem(KEYS_STORAGE, JSON.stringify(keys));
    return keys;
  } catch (error) {
    const kept = storedPublicKeys();
    if (kept.length) return kept;
    throw error;
  }
}

export function usePublicKeysQuery() {
  return useQuery({
    queryKey: checkInKeys.publicKeys,
    queryFn: fetchPublicKeys,
    initialData: () => {
      const kept = storedPublicKeys();
      return kept.length ? kept : undefined;
    },
    initialDataUpdatedAt: 0,
    networkMode: 'always',
  });
}

export function useAttendanceQuery(eventId: string) {
  return useQuery({ queryKey: checkInKeys.attendance(eventId), queryFn: () => fetchAttendance(eventId) });
}
