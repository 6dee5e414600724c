import type { ContentEvent } from '../api/content';

/** How the events screens (admin and member) count seats. */

/** The admin's seat count: '12 / 40' with a limit, '12 signed up' (or `signedUp` in the page's language) without one. */
export function seatsText(
  event: Pick<ContentEvent, 'signedUp' | 'capacity'>,
  signedUp: (count: number) => string = (count) => `${count} signed up`,
): string {
  return event.capacity === null ? signedUp(event.signedUp) : `${event.signedUp} / ${event.capacity}`;
}

/** What a member reads about room left: 'Open to all', 'Event full', '1 seat left', '8 seats left'. */
export function seatsLeftText(event: Pick<ContentEvent, 'capacity' | 'seatsLeft'>): string {
  if (event.capacity === null || event.seatsLeft === null) return 'Open to all';
  if (event.seatsLeft <= 0) return 'Event full';
  return `${event.seatsLeft} ${event.seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** Full: every seat of an event with a limit is taken (signups ≥ capacity). Events without a limit are never full. */
export function isFull(event: Pick<ContentEvent, 'signedUp' | 'capacity'>): boolean {
  return event.capacity !== null && event.signedUp >= event.capacity;
}

/**
 * The order both events screens list events in (issue 29), as the server answers them: events still to come first,
 * soonest first; then past ones, most recent first.
 */
export function upcomingFirst<E extends Pick<ContentEvent, 'eventDate'>>(
  events: readonly E[],
  now: Date = new Date(),
): E[] {
  const at = (event: E) => Date.parse(event.eventDate);
  const ahead = (event: E) => at(event) > now.getTime();
  return [...events].sort((a, b) => {
    if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1;
    return ahead(a) ? at(a) - at(b) : at(b) - at(a);
  });
}
