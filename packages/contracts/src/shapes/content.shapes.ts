/**
 * Events, event sign-ups, gallery items and scheme documents as they cross the
 * wire (spec part 1 §3 Events and Gallery items, part 2 §3 Scheme document and
 * the member events sample fields). Dates are ISO timestamps; files are fetched
 * through the gateway URLs these carry. No decorators or Node modules: the web
 * imports this file.
 */

import type { Scheme } from './member.shapes';

/** What the member events page groups by (part 2 §3 plus the association's sports and cultural days). */
export const EventCategories = ['workshop', 'meeting', 'exhibition', 'information', 'sports', 'cultural'] as const;
export type EventCategory = (typeof EventCategories)[number];
export const EventCategoryLabels: Readonly<Record<EventCategory, string>> = {
  workshop: 'Workshop',
  meeting: 'Meeting',
  exhibition: 'Exhibition',
  information: 'Information',
  sports: 'Sports',
  cultural: 'Cultural',
};

/** upcoming until its date-time passes, then completed; cancelled once an admin cancels it. */
export const EventStatuses = ['upcoming', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EventStatuses)[number];

/** Largest capacity an event may have. */
export const MAX_EVENT_CAPACITY = 100_000;

export interface EventDto {
  id: string;
  title: string;
  description: string | null;
  /** ISO timestamp; shown in Asia/Kolkata. */
  eventDate: string;
  location: string | null;
  category: EventCategory;
  /** Seats; null means no limit. */
  capacity: number | null;
  /** Members signed up now. */
  signedUp: number;
  /** Seats still free, or null when there is no limit. */
  seatsLeft: number | null;
  status: EventStatus;
  /** Hidden from members when false. */
  isActive: boolean;
  /** For a member: whether they are signed up. Absent for an admin. */
  isSignedUp?: boolean;
  /** For a member: whether they were checked in at the door. Absent for an admin. */
  attended?: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/events and PUT /api/events/{id}. */
export interface EventFields {
  title?: string;
  description?: string | null;
  /** A date-time: ISO with offset, or a datetime-local value read as Asia/Kolkata. */
  eventDate?: string;
  location?: string | null;
  category?: string;
  /** A whole number of seats, or null/'' for no limit. */
  capacity?: number | string | null;
  isActive?: boolean;
  /** true cancels the event (its attendees are told); false reopens it. */
  cancelled?: boolean;
}

/** Answer of the sign-up routes: the event as the member now sees it. */
export type EventSignupAnswer = EventDto;

export interface EventAttendeeDto {
  /** The member's uuid. */
  memberId: string;
  /** Display id, e.g. PHOTO0001. */
  memberCode: string;
  name: string;
  phone: string | null;
  email: string | null;
  signedUpAt: string;
}

export interface EventAttendeesAnswer {
  event: EventDto;
  attendees: EventAttendeeDto[];
}

/** How a member was checked in at the door: their card's QR scanned, or their member id typed. */
export const CheckInMethods = ['scan', 'typed'] as const;
export type CheckInMethod = (typeof CheckInMethods)[number];

/** Body of POST /api/events/{id}/attendance. */
export interface CheckInFields {
  /** The member id as printed, e.g. PHOTO0001. */
  memberId?: string;
  /** ISO time of the scan, for scans queued offline; at most a day back and never in the future. */
  scannedAt?: string;
  method?: CheckInMethod;
}

/** Answer of a check-in: the member's live status and when they were checked in (first time only). */
export interface CheckInAnswer {
  /** True when this scan found them already checked in: nothing was recorded. */
  alreadyCheckedIn: boolean;
  checkedInAt: string;
  /** 'Checked in at 10:02' or 'Already checked in at 10:02' (India time). */
  message: string;
  member: {
    memberId: string;
    memberCode: string;
    name: string;
    /** Live: active, expired, suspended... */
    status: string;
    /** The last India day the membership is valid on (YYYY-MM-DD), or null. */
    validThrough: string | null;
    signedUp: boolean;
  };
  checkedIn: number;
}

export interface AttendanceDto {
  memberId: string;
  memberCode: string;
  name: string;
  phone: string | null;
  signedUp: boolean;
  checkedInAt: string;
  method: CheckInMethod;
}

export interface EventAttendanceAnswer {
  event: EventDto;
  /** Members checked in. */
  checkedIn: number;
  /** Of those, how many had signed up. */
  signedUpAndCheckedIn: number;
  attendees: AttendanceDto[];
}

export const GalleryMediaTypes = ['image', 'video'] as const;
export type GalleryMediaType = (typeof GalleryMediaTypes)[number];

export interface GalleryItemDto {
  id: string;
  eventId: string | null;
  /** The event's title, when the item belongs to one. */
  eventTitle: string | null;
  title: string;
  description: string | null;
  mediaType: GalleryMediaType;
  /** The web-size image (metadata stripped) or the video; videos answer Range requests. */
  mediaUrl: string;
  /** A small image for the grid; null for a video. */
  thumbnailUrl: string | null;
  contentType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  createdAt: string;
}

/** Text fields of the POST /api/gallery form (beside the file). */
export interface GalleryItemFields {
  title?: string;
  description?: string;
  eventId?: string;
}

export interface SchemeDocumentDto {
  id: string;
  scheme: Scheme;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  /** The file's content type, e.g. application/pdf. */
  fileType: string;
  /** Download link; the original file name comes back with it. */
  fileUrl: string;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
}
