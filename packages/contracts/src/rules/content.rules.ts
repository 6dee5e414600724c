import { EventCategories, MAX_EVENT_CAPACITY } from '../shapes/content.shapes';
import { type FieldRule, isBlank, optional, rule } from './field-rule';

/**
 * Events, gallery and scheme documents (spec part 1 §5 event form, §8; part 2
 * §5 scheme document upload, §8). The web checks these before it sends; the
 * content service and the gateway's upload policies apply the same.
 */
export const ContentMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  eventDateRequired: 'Date & Time is required',
  eventDateInvalid: 'Date & Time must be a valid date and time',
  categoryInvalid: `Category must be one of ${EventCategories.join(', ')}`,
  capacityInvalid: `Capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY.toLocaleString('en-IN')}`,
  capacityBelowSignups: 'Capacity cannot be less than the members already signed up',
  createFailed: 'Error creating event',
  updateFailed: 'Error updating event',
  deleteFailed: 'Error deleting event',
  eventFull: 'This event is full',
  eventNotOpen: 'Sign-up is closed for this event',
  signupNeedsActiveMembership: 'Only active members can sign up for events',
  signedUp: 'You are signed up for this event',
  signupCancelled: 'Your sign-up has been cancelled',
  noEvents: 'No events found',
  noUpcomingEvents: 'No upcoming events',
  noMedia: 'No media items found',
  mediaMissing: 'Please select a photo or video',
  mediaWrongType: 'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video',
  imageTooLarge: 'Please select an image under 10MB',
  videoTooLarge: 'Please select a video under 200MB',
  imageUnreadable: 'This image could not be read, please try another file',
  schemeAndFileRequired: 'Please select a scheme and file',
  documentTooLarge: 'File size must be less than 10MB',
  documentWrongType: 'Please select a PDF, Word, Excel, JPG or PNG file',
  documentUploaded: 'Document uploaded successfully',
  documentDeleted: 'Document deleted successfully',
  documentsFetchFailed: 'Failed to fetch scheme documents',
  documentDeleteFailed: 'Failed to delete document',
  noSchemeDocuments: 'No documents available for this scheme yet.',
} as const;

const MB = 1024 * 1024;

/** Upload limits and accepted types, checked by the web before sending and by the gateway while streaming. */
export const ContentUploadLimits = {
  imageBytes: 10 * MB,
  videoBytes: 200 * MB,
  documentBytes: 10 * MB,
} as const;

export const GalleryImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const GalleryVideoTypes = ['video/mp4', 'video/webm'] as const;
/** Extensions of the file picker; the gateway checks the real type from the bytes. */
export const GalleryFileExtensions = ['jpg', 'jpeg', 'png', 'webp', 'mp4', 'webm'] as const;
export const SchemeDocumentExtensions = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;

const parseableDate = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value));

export const EventRules = {
  title: [
    rule((value) => !isBlank(value), ContentMessages.titleRequired),
    rule((value) => typeof value !== 'string' || value.trim().length <= 200, ContentMessages.titleTooLong),
  ] as readonly FieldRule[],
  eventDate: [
    rule((value) => !isBlank(value), ContentMessages.eventDateRequired),
    rule(parseableDate, ContentMessages.eventDateInvalid),
  ] as readonly FieldRule[],
  category: [
    optional(rule((value) => (EventCategories as readonly unknown[]).includes(value), ContentMessages.categoryInvalid)),
  ] as readonly FieldRule[],
  capacity: [
    optional(
      rule((value) => {
        const seats = typeof value === 'string' ? Number(value.trim()) : value;
        return typeof seats === 'number' && Number.isInteger(seats) && seats >= 1 && seats <= MAX_EVENT_CAPACITY;
      }, ContentMessages.capacityInvalid),
    ),
  ] as readonly FieldRule[],
};

/** The extension of a file name, lower case and without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
