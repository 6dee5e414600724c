import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { dashboardKeys } from './dashboard';
import { ApiRequestError } from './client';
import {
  changeEventSignup,
  contentFailureText,
  contentKeys,
  eventAttendeesCsvUrl,
  fetchEventAttendees,
  fetchEvents,
  fetchGallery,
  fetchSchemeDocuments,
  refreshEventData,
  uploadGalleryItem,
  uploadSchemeDocument,
} from './content';
import { stubFetch } from '../test/fetch-stub';
import { stubXhr } from '../test/xhr-stub';

describe('content lists', () => {
  it('reads an empty answer as no events rather than failing the page', async () => {
    stubFetch({ 'GET /api/events': { body: 'null' } });
    await expect(fetchEvents()).resolves.toEqual([]);
  });

  it("asks for one event's media only when an event is chosen", async () => {
    const { calls } = stubFetch({ 'GET /api/gallery': { body: [] } });
    await fetchGallery();
    await fetchGallery('ev-1');
    expect(calls.map((c) => c.url)).toEqual(['/api/gallery', '/api/gallery?eventId=ev-1']);
  });

  it("asks for one scheme's documents only when a scheme is chosen", async () => {
    const { calls } = stubFetch({ 'GET /api/scheme-documents': { body: [] } });
    await fetchSchemeDocuments();
    await fetchSchemeDocuments('kutumba_barosa');
    expect(calls.map((c) => c.url)).toEqual(['/api/scheme-documents', '/api/scheme-documents?scheme=kutumba_barosa']);
  });

  it('reads the attendee list and links its CSV download', async () => {
    stubFetch({
      'GET /api/events/ev-1/attendees': { body: { event: { id: 'ev-1' }, attendees: [{ memberCode: 'PHOTO0001' }] } },
    });
    const answer = await fetchEventAttendees('ev-1');
    expect(answer.attendees).toHaveLength(1);
    expect(eventAttendeesCsvUrl('ev-1')).toBe('/api/events/ev-1/attendees?format=csv');
  });
});

describe('changeEventSignup', () => {
  it('signs up with POST and cancels with DELETE on the sign-up route', async () => {
    const { calls } = stubFetch({
      'POST /api/events/ev-1/signup': { body: { id: 'ev-1', isSignedUp: true } },
      'DELETE /api/events/ev-1/signup': { body: { id: 'ev-1', isSignedUp: false } },
    });
    await expect(changeEventSignup({ id: 'ev-1', signedUp: true })).resolves.toMatchObject({ isSignedUp: true });
    await expect(changeEventSignup({ id: 'ev-1', signedUp: false })).resolves.toMatchObject({ isSignedUp: false });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it("keeps the server's refusal readable", async () => {
    stubFetch({ 'POST /api/events/ev-1/signup': { status: 409, body: { message: 'This event is full' } } });
    const err = await changeEventSignup({ id: 'ev-1', signedUp: true }).catch((e: unknown) => e);
    expect(String((err as Error).message)).toBe('409: {"message":"This event is full"}');
    expect(contentFailureText(err, 'fallback')).toBe('This event is full');
  });
});

describe('uploadSchemeDocument', () => {
  it('sends the scheme and the file as multipart fields', async () => {
    const { calls } = stubFetch({ 'POST /api/scheme-documents': { status: 201, body: { id: 'd1' } } });
    await uploadSchemeDocument({ scheme: 'esi', file: new File(['%PDF'], 'esi-form.pdf') });
    const form = calls[0].body as FormData;
    expect(form.get('scheme')).toBe('esi');
    expect((form.get('file') as File).name).toBe('esi-form.pdf');
  });
});

describe('uploadGalleryItem', () => {
  it('sends the file with its title and event, reports progress and answers the saved item', async () => {
    const { uploads } = stubXhr();
    const seen: number[] = [];
    const done = uploadGalleryItem(
      { file: new File(['jpg'], 'stage.jpg', { type: 'image/jpeg' }), title: ' Stage ', eventId: 'ev-1' },
      { onProgress: (percent) => seen.push(percent) },
    );
    const [upload] = uploads;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/gallery');
    expect(upload.withCredentials).toBe(true);
    expect((upload.body.get('file') as File).name).toBe('stage.jpg');
    expect(upload.body.get('title')).toBe('Stage');
    expect(upload.body.get('eventId')).toBe('ev-1');
    expect(upload.body.has('description')).toBe(false);

    upload.progress(40);
    upload.respond(201, { id: 'g1', title: 'Stage' });
    await expect(done).resolves.toEqual({ id: 'g1', title: 'Stage' });
    expect(seen).toEqual([40, 100]);
  });

  it("fails with the catalogue's '<status>: <body>' error and the server's words", async () => {
    const { uploads } = stubXhr();
    const done = uploadGalleryItem({ file: new File(['x'], 'big.jpg', { type: 'image/jpeg' }) });
    uploads[0].respond(413, { message: 'Please select an image under 10MB' });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).status).toBe(413);
    expect(contentFailureText(err, 'Upload failed')).toBe('Please select an image under 10MB');
  });

  it('says the connection failed when no answer came', async () => {
    const { uploads } = stubXhr();
    const done = uploadGalleryItem({ file: new File(['x'], 'a.png', { type: 'image/png' }) });
    uploads[0].fail();
    const err = await done.catch((e: unknown) => e);
    expect(contentFailureText(err, 'Upload failed')).toBe('Upload failed');
  });
});

describe('contentFailureText', () => {
  it('lists the field messages of a refused form once each', () => {
    const body = JSON.stringify({
      message: 'Validation failed',
      errors: [
        { field: 'title', message: 'Title is required' },
        { field: 'eventDate', message: 'Date & Time is required' },
      ],
    });
    expect(contentFailureText(new ApiRequestError(400, body, 'Bad Request'), 'x')).toBe(
      'Title is required, Date & Time is required',
    );
  });

  it("uses the fallback for a proxy's error page instead of showing HTML", () => {
    const err = new ApiRequestError(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    expect(contentFailureText(err, 'Upload failed')).toBe('Upload failed');
  });
});

describe('refreshEventData', () => {
  it("marks the events and the dashboard's Total Events and activity out of date", async () => {
    const client = createQueryClient();
    const keys = [
      contentKeys.eventList(),
      contentKeys.attendees('ev-1'),
      dashboardKeys.stats(),
      dashboardKeys.activity(),
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    client.setQueryData(contentKeys.schemeDocumentList(), []);

    await refreshEventData(client);

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(contentKeys.schemeDocumentList())?.isInvalidated).toBe(false);
  });
});
