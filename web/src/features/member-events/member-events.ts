import type { ContentEvent } from '../../api/content';

/**
 * Which tab an event is under (spec part 2 §2 Member events): upcoming events, and cancelled ones whose date
 * is still ahead (so a member sees that the day they planned for is off), under Upcoming, soonest first;
 * completed events, and cancelled ones whose date has passed, under Past, most recent first.
 */
export function splitEvents(events: ContentEvent[], now: Date = new Date()) {
  const ahead = (event: ContentEvent) => new Date(event.eventDate).getTime() >= now.getTime();
  const upcoming = events.filter(
    (event) => event.status === 'upcoming' || (event.status === 'cancelled' && ahead(event)),
  );
  const past = events.filter(
    (event) => event.status === 'completed' || (event.status === 'cancelled' && !ahead(event)),
  );
  const byDate = (a: ContentEvent, b: ContentEvent) => Date.parse(a.eventDate) - Date.parse(b.eventDate);
  return { upcoming: [...upcoming].sort(byDate), past: [...past].sort(byDate).reverse() };
}

/** Sign-up is offered for an upcoming event with a seat left, cancelling it for one the member signed up for. */
export function signupAction(event: ContentEvent): 'sign-up' | 'cancel' | 'full' | null {
  if (event.status !== 'upcoming') return null;
  if (event.isSignedUp) return 'cancel';
  return event.seatsLeft !== null && event.seatsLeft <= 0 ? 'full' : 'sign-up';
}
