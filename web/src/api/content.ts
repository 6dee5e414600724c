import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  EventAttendeeDto,
  EventAttendeesAnswer,
  EventCategory,
  EventDto,
  EventFields,
  EventStatus,
  GalleryItemDto,
  GalleryMediaType,
  Scheme,
  SchemeDocumentDto,
} from '@portal/contracts/shapes';
import type { paths } from './generated/schema';
import { ApiRequestError, answerOf, api, apiUrl, formData, parseApiError } from './client';
import { dashboardKeys } from './dashboard';

/** Events, gallery items and scheme documents as the gateway answers them (contracts' shapes, never copied). */
export type ContentEvent = EventDto;
export type EventInput = EventFields;
export type EventAttendee = EventAttendeeDto;
export type EventAttendees = EventAttendeesAnswer;
export type GalleryItem = GalleryItemDto;
export type SchemeDocument = SchemeDocumentDto;
export type { EventCategory, EventStatus, GalleryMediaType, Scheme };

export const contentKeys = {
  all: ['content'] as const,
  events: () => [...contentKeys.all, 'events'] as const,
  eventList: () => [...contentKeys.events(), 'list'] as const,
  attendees: (eventId: string) => [...contentKeys.events(), 'attendees', eventId] as const,
  gallery: () => [...contentKeys.all, 'gallery'] as const,
  /** `eventId` undefined: every item. */
  galleryList: (eventId?: string) => [...contentKeys.gallery(), eventId ?? 'all'] as const,
  schemeDocuments: () => [...contentKeys.all, 'scheme-documents'] as const,
  /** `scheme` undefined: every scheme's documents. */
  schemeDocumentList: (scheme?: Scheme) => [...contentKeys.schemeDocuments(), scheme ?? 'all'] as const,
};

// The form's fields as typed; the server checks them against EventInput (capacity: a count, or empty).
type EventBody = paths['/api/events']['post']['requestBody']['content']['application/json'];
const byId = (id: string) => ({ params: { path: { id } } });

/** A list answer; anything that is not an array (an empty body) reads as none. */

/**
 * What a failed content call tells the user: the field messages of a 400 (e.g. 'Title is required'),
 * else the server's own message (e.g. 'This event is full'), else the fallback (offline, a proxy's page).
 */
export function contentFailureText(err: unknown, fallback: string): string {
  const { errors, message } = parseApiError(err);
  if (errors?.length) return [...new Set(errors.map((e) => e.message))].join(', ');
  // Only the gateway's JSON answer carries a message written for the user; a proxy's page or plain text does not.
  return answeredJson(err) && message.trim() ? message.trim() : fallback;
}

function answeredJson(err: unknown): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  try {
    const body: unknown = JSON.parse(err.body);
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
}

export async function fetchEvents(): Promise<ContentEvent[]> {
  // An empty answer (no body) reads as no events rather than failing the page.
  return (await answerOf(api.GET('/api/events'))) ?? [];
}

export const createEvent = (input: EventInput): Promise<ContentEvent> =>
  answerOf(api.POST('/api/events', { body: input as EventBody }));

export const updateEvent = ({ id, input }: { id: string; input: EventInput }): Promise<ContentEvent> =>
  answerOf(api.PUT('/api/events/{id}', { ...byId(id), body: input as EventBody }));

export const deleteEvent = (id: string) => answerOf(api.DELETE('/api/events/{id}', byId(id)));

/** `signedUp`: true signs the member up, false cancels their sign-up. Answers the event as they now see it. */
export const changeEventSignup = ({ id, signedUp }: { id: string; signedUp: boolean }): Promise<ContentEvent> =>
  signedUp
    ? answerOf(api.POST('/api/events/{id}/signup', byId(id)))
    : answerOf(api.DELETE('/api/events/{id}/signup', byId(id)));

export async function fetchEventAttendees(id: string): Promise<EventAttendees> {
  const answer = await answerOf(api.GET('/api/events/{id}/attendees', byId(id)));
  // The route answers a CSV file only when asked with ?format=csv.
  if (!('attendees' in answer)) throw new Error('The attendee list came as a file');
  return answer;
}

/** The attendee list as a CSV file: a plain link, so the server's file name is kept. */
export const eventAttendeesCsvUrl = (id: string) =>
  apiUrl('/api/events/{id}/attendees', { path: { id }, query: { format: 'csv' } });

export async function fetchGallery(eventId?: string): Promise<GalleryItem[]> {
  return answerOf(api.GET('/api/gallery', { params: { query: { eventId } } }));
}

export interface GalleryUpload {
  file: File;
  title?: string;
  description?: string;
  eventId?: string;
}

export interface UploadOptions {
  /** Called with the share of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/gallery through XMLHttpRequest: fetch cannot report upload progress, and a 200 MB video
 * needs a progress bar. Same cookies and error shape ("<status>: <body>") as every other call.
 */
export function uploadGalleryItem(upload: GalleryUpload, { onProgress, signal }: UploadOptions = {}) {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  if (upload.title?.trim()) form.append('title', upload.title.trim());
  if (upload.description?.trim()) form.append('description', upload.description.trim());
  if (upload.eventId) form.append('eventId', upload.eventId);

  return new Promise<GalleryItem>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/api/gallery'));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const text = request.responseText ?? '';
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        // The same answer api.POST('/api/gallery') is typed with.
        resolve((text.trim() ? JSON.parse(text) : null) as GalleryItem);
      } else {
        reject(new ApiRequestError(request.status, text, request.statusText));
      }
    };
    request.onerror = () => reject(new Error('The upload could not reach the server. Please check your connection.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export const deleteGalleryItem = (id: string) => answerOf(api.DELETE('/api/gallery/{id}', byId(id)));

export async function fetchSchemeDocuments(scheme?: Scheme): Promise<SchemeDocument[]> {
  return answerOf(api.GET('/api/scheme-documents', { params: { query: { scheme } } }));
}

export function uploadSchemeDocument({ scheme, file }: { scheme: Scheme; file: File }): Promise<SchemeDocument> {
  return answerOf(api.POST('/api/scheme-documents', { body: { scheme, file }, bodySerializer: formData }));
}

export const deleteSchemeDocument = (id: string) => answerOf(api.DELETE('/api/scheme-documents/{id}', byId(id)));

/** An event added, changed or removed: the lists, and the dashboard's Total Events and activity feed. */
export async function refreshEventData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [contentKeys.events(), dashboardKeys.stats(), dashboardKeys.activity()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Media added or removed: every gallery list (all events and each event's photos). */
export const refreshGallery = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: contentKeys.gallery() });

/** Puts an event the server answered into the cached list at once, so a member sees the new seat count. */
function replaceCachedEvent(queryClient: QueryClient, saved: ContentEvent | null) {
  if (!saved?.id) return;
  queryClient.setQueryData<ContentEvent[]>(contentKeys.eventList(), (list) =>
    list?.map((event) => (event.id === saved.id ? saved : event)),
  );
}

export function useEventsQuery() {
  return useQuery({ queryKey: contentKeys.eventList(), queryFn: fetchEvents });
}

export function useEventAttendeesQuery(eventId: string | null) {
  return useQuery({
    queryKey: contentKeys.attendees(eventId ?? ''),
    queryFn: () => fetchEventAttendees(eventId!),
    enabled: Boolean(eventId),
    // Members sign up while the admin looks: each opening asks again.
    refetchOnMount: 'always',
  });
}

export function useGalleryQuery(eventId?: string) {
  return useQuery({ queryKey: contentKeys.galleryList(eventId), queryFn: () => fetchGallery(eventId) });
}

export function useSchemeDocumentsQuery(scheme?: Scheme) {
  return useQuery({
    queryKey: contentKeys.schemeDocumentList(scheme),
    queryFn: () => fetchSchemeDocuments(scheme),
  });
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => refreshEventData(queryClient) });
}

export function useUpdateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (saved) => {
      replaceCachedEvent(queryClient, saved);
      return refreshEventData(queryClient);
    },
  });
}

export function useDeleteEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    // The event's photos lose their event: the gallery's filter and titles change too.
    onSuccess: () => Promise.all([refreshEventData(queryClient), refreshGallery(queryClient)]),
  });
}

export function useEventSignupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventSignup,
    onSuccess: (saved) => {
      replaceCachedEvent(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: contentKeys.events() });
    },
    // A refusal ('This event is full') means the list on screen is out of date: fetch the real seats.
    onError: () => queryClient.invalidateQueries({ queryKey: contentKeys.events() }),
  });
}

export function useDeleteGalleryItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGalleryItem, onSuccess: () => refreshGallery(queryClient) });
}

export function useUploadSchemeDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSchemeDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.schemeDocuments() }),
  });
}

export function useDeleteSchemeDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchemeDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.schemeDocuments() }),
  });
}
