import type { ContentEvent } from '../api/content';

/** How the events screens (admin and member) count seats. */

/** The admin's seat count: '12 / 40' with a limit, '12 signed up' without one. */
export function seatsText(event: Pick<ContentEvent, 'signedUp' | 'capacity'>): string {
  return event.capacity === null ? `${event.signedUp} signed up` : `${event.signedUp} / ${event.capacity}`;
}

/** What a member reads about room left: 'Open to all', 'Event full', '1 seat left', '8 seats left'. */
export function seatsLeftText(event: Pick<ContentEvent, 'capacity' | 'seatsLeft'>): string {
  if (event.capacity === null || event.seatsLeft === null) return 'Open to all';
  if (event.seatsLeft <= 0) return 'Event full';
  return `${event.seatsLeft} ${event.seatsLeft === 1 ? 'seat' : 'seats'} left`;
}
