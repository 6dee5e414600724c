import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import type { ContentEvent } from '../../api/content';
import { aMemberEvent, aPhoto } from './member-event-fixtures';
import { MemberEventsPage } from './MemberEventsPage';

const WORKSHOP = aMemberEvent();
const CRICKET = aMemberEvent({
  id: 'ev-2',
  title: 'Annual Cricket Match',
  description: null,
  category: 'sports',
  eventDate: '2030-06-01T12:30:00.000Z',
  location: 'Chamundi Grounds',
  capacity: 22,
  signedUp: 22,
  seatsLeft: 0,
});
const EXHIBITION = aMemberEvent({
  id: 'ev-3',
  title: 'Monsoon Exhibition',
  category: 'exhibition',
  status: 'cancelled',
  eventDate: '2030-07-01T04:30:00.000Z',
});
const PHOTO_WALK = aMemberEvent({
  id: 'ev-past',
  title: 'Photo Walk',
  category: 'cultural',
  status: 'completed',
  eventDate: '2025-03-01T01:30:00.000Z',
  isSignedUp: true,
});
const AGM = aMemberEvent({
  id: 'ev-agm',
  title: 'Annual General Meeting',
  category: 'meeting',
  status: 'completed',
  eventDate: '2024-08-15T05:30:00.000Z',
});

/** The gateway's events for this member: `signup` changes what later GETs answer, as the server would. */
function api(
  initial: ContentEvent[],
  overrides: Record<string, StubHandler> = {},
  signup?: Record<string, ContentEvent>,
) {
  let events = initial;
  const signupRoutes: Record<string, StubHandler> = Object.fromEntries(
    Object.entries(signup ?? {}).map(([route, answer]) => [
      route,
      () => {
        events = events.map((event) => (event.id === answer.id ? answer : event));
        return { body: answer };
      },
    ]),
  );
  return stubFetch({
    'GET /api/events': () => ({ body: events }),
    ...signupRoutes,
    'GET /api/gallery': (request) => {
      const eventId = new URL(request.url, 'http://localhost').searchParams.get('eventId');
      return {
        body:
          eventId === 'ev-past'
            ? [
                aPhoto(),
                aPhoto({ id: 'g-2', title: 'Street vendor' }),
                aPhoto({ id: 'g-3', title: 'Walk video', mediaType: 'video', thumbnailUrl: null }),
              ]
            : [],
      };
    },
    ...overrides,
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<MemberEventsPage />, { route: '/member-events' });
  return user;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('MemberEventsPage', () => {
  it('lists upcoming events with date, time, place, kind and seats left, and keeps past ones under Past', async () => {
    api([PHOTO_WALK, WORKSHOP, CRICKET, EXHIBITION]);
    renderPage();

    const workshop = await screen.findByRole('article', { name: 'Wedding Photography Workshop' });
    expect(workshop).toHaveTextContent('10/05/2030');
    expect(workshop).toHaveTextContent(/10:00\s?am/i);
    expect(workshop).toHaveTextContent('Town Hall, Mysuru');
    expect(workshop).toHaveTextContent('Workshop');
    expect(workshop).toHaveTextContent('17 seats left');
    expect(within(workshop).getByRole('button', { name: /Sign up for/ })).toBeEnabled();

    const cricket = card('Annual Cricket Match');
    expect(cricket).toHaveTextContent(/06:00\s?pm/i);
    expect(within(cricket).getByRole('button', { name: 'Event full' })).toBeDisabled();
    expect(within(cricket).getByText('Full')).toBeInTheDocument();
    expect(within(workshop).queryByText('Full')).not.toBeInTheDocument();

    const exhibition = card('Monsoon Exhibition');
    expect(within(exhibition).getByText('Cancelled')).toBeInTheDocument();
    expect(within(exhibition).queryByRole('button')).toBeNull();

    expect(screen.queryByRole('article', { name: 'Photo Walk' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toBeInTheDocument();
  });

  it('shows "Attended" on a past event the member was checked in at, and not on one they missed', async () => {
    api([
      { ...PHOTO_WALK, attended: true },
      { ...AGM, attended: false },
    ]);
    const user = renderPage();
    await screen.findByText('No upcoming events');
    await user.click(screen.getByRole('tab', { name: /Past/ }));
    expect(
      await within(await screen.findByRole('article', { name: 'Photo Walk' })).findByText('Attended'),
    ).toBeVisible();
    expect(within(card('Annual General Meeting')).queryByText('Attended')).not.toBeInTheDocument();
  });

  it("says 'No upcoming events' when nothing is planned", async () => {
    api([PHOTO_WALK]);
    renderPage();
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });

  it('signs the member up, says so and shows them as signed up with the new seat count', async () => {
    const { calls } = api(
      [WORKSHOP],
      {},
      {
        'POST /api/events/ev-1/signup': { ...WORKSHOP, isSignedUp: true, signedUp: 4, seatsLeft: 16 },
      },
    );
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Sign up for Wedding Photography Workshop/ }));

    expect(await screen.findByText('You are signed up for this event')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/events/ev-1/signup')).toBe(true);
    await waitFor(() => expect(card('Wedding Photography Workshop')).toHaveTextContent('16 seats left'));
    expect(within(card('Wedding Photography Workshop')).getByText('You are signed up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel sign-up for/ })).toBeInTheDocument();
  });

  it('cancels a sign-up after the member confirms and says so', async () => {
    const signedUp = { ...WORKSHOP, isSignedUp: true, signedUp: 4, seatsLeft: 16 };
    const { calls } = api([signedUp], {}, { 'DELETE /api/events/ev-1/signup': WORKSHOP });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Cancel sign-up for Wedding Photography Workshop/ }));

    expect(confirm).toHaveBeenCalledWith('Cancel your sign-up for "Wedding Photography Workshop"?');
    expect(await screen.findByText('Your sign-up has been cancelled')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/events/ev-1/signup')).toBe(true);
    expect(await screen.findByRole('button', { name: /Sign up for/ })).toBeInTheDocument();
  });

  it("tells the member why a sign-up was refused, in the server's words", async () => {
    api([WORKSHOP], { 'POST /api/events/ev-1/signup': { status: 409, body: { message: 'This event is full' } } });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Sign up for Wedding Photography Workshop/ }));
    expect(await screen.findByText('Sign-up failed')).toBeInTheDocument();
    expect(screen.getByText('This event is full')).toBeInTheDocument();
  });

  it("shows a past event's photos, each opening its web copy, and says when an event has none", async () => {
    const { calls } = api([WORKSHOP, PHOTO_WALK, AGM]);
    const user = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Past (2)' }));
    const walk = await screen.findByRole('article', { name: 'Photo Walk' });
    const photos = await within(walk).findByRole('region', { name: 'Photos from Photo Walk' });
    const market = within(photos).getByRole('link', { name: 'Open Old market' });
    expect(market).toHaveAttribute('href', '/api/gallery/g-1/media');
    expect(within(market).getByRole('img', { name: 'Old market' })).toHaveAttribute(
      'src',
      '/api/gallery/g-1/thumbnail',
    );
    expect(within(photos).getByRole('link', { name: 'Open Walk video (video)' })).toHaveAttribute(
      'href',
      '/api/gallery/g-3/media',
    );
    expect(within(walk).queryByRole('button', { name: /Sign up/ })).toBeNull();

    expect(
      await within(card('Annual General Meeting')).findByText('No photos from this event yet.'),
    ).toBeInTheDocument();
    // Most recent first.
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(titles.indexOf('Photo Walk')).toBeLessThan(titles.indexOf('Annual General Meeting'));
    expect(calls.some((c) => c.url === '/api/gallery?eventId=ev-past')).toBe(true);
  });
});
