export const ContentSubjects = {
  CountEvents: 'content.event.count',
  ListEvents: 'content.event.list',
  CreateEvent: 'content.event.create',
  UpdateEvent: 'content.event.update',
  DeleteEvent: 'content.event.delete',
  SignUp: 'content.event-signup.create',
  CancelSignUp: 'content.event-signup.delete',
  ListAttendees: 'content.event-attendee.list',
  /** The sign-ups as CSV, written to object storage under the request's key (the gateway streams and removes it). */
  ExportAttendees: 'content.event-attendee.export',
  /** Door check-in (issue 30): records a member's attendance once; a second scan answers the first time. */
  RecordAttendance: 'content.event-attendance.create',
  /** Who was checked in at an event, with counts. */
  ListAttendance: 'content.event-attendance.list',
  /** The attendance list as CSV, written to object storage under the request's key. */
  ExportAttendance: 'content.event-attendance.export',
  ListGalleryItems: 'content.gallery-item.list',
  /** The gateway has stored the upload; content makes the web copies and records the item. */
  CreateGalleryItem: 'content.gallery-item.create',
  DeleteGalleryItem: 'content.gallery-item.delete',
  /** Where a gallery item's media or thumbnail is stored, after the access check. */
  GetGalleryFile: 'content.gallery-item.file',
  ListSchemeDocuments: 'content.scheme-document.list',
  CreateSchemeDocument: 'content.scheme-document.create',
  DeleteSchemeDocument: 'content.scheme-document.delete',
  GetSchemeDocumentFile: 'content.scheme-document.file',
} as const;

/** Domain events of content (published through the outbox; past tense). */
export const ContentEvents = {
  /** EventChangedEventData; the dashboard feed's event_created item. */
  EventCreated: 'content.event.created',
  EventUpdated: 'content.event.updated',
  /** EventCancelledEventData: the members who had signed up are told. */
  EventCancelled: 'content.event.cancelled',
  EventDeleted: 'content.event.deleted',
  /** EventSignupChangedEventData: a member signed up or cancelled. */
  EventSignupChanged: 'content.event.signup.changed',
  /** Issue 32: content erased the member of an erasure (ErasureConfirmedEventData). */
  ErasureConfirmed: 'content.erasure.confirmed',
} as const;
