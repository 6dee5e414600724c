import type { ContentEvent, GalleryItem, SchemeDocument } from '../api/content';

/** Test data: events, gallery items and scheme documents as the gateway answers them, with overrides. */

export function anEvent(overrides: Partial<ContentEvent> = {}): ContentEvent {
  return {
    id: 'ev-1',
    title: 'Wedding Photography Workshop',
    description: 'Lighting and posing for wedding shoots.',
    // 10:00 am in India.
    eventDate: '2030-05-10T04:30:00.000Z',
    location: 'Town Hall, Mysuru',
    category: 'workshop',
    capacity: 20,
    signedUp: 3,
    seatsLeft: 17,
    status: 'upcoming',
    isActive: true,
    createdBy: 'u1',
    createdAt: '2026-01-05T05:00:00.000Z',
    updatedAt: '2026-01-05T05:00:00.000Z',
    ...overrides,
  };
}

export function aGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const id = overrides.id ?? 'g-1';
  return {
    id,
    eventId: 'ev-1',
    eventTitle: 'Wedding Photography Workshop',
    title: 'Group photo',
    description: 'Everyone on the steps.',
    mediaType: 'image',
    mediaUrl: `/api/gallery/${id}/media`,
    thumbnailUrl: `/api/gallery/${id}/thumbnail`,
    contentType: 'image/jpeg',
    fileSize: 250_000,
    width: 1600,
    height: 1067,
    uploadedBy: 'u1',
    createdAt: '2026-01-06T05:00:00.000Z',
    ...overrides,
  };
}

export function aSchemeDocument(overrides: Partial<SchemeDocument> = {}): SchemeDocument {
  const id = overrides.id ?? 'doc-1';
  return {
    id,
    scheme: 'esi',
    fileName: 'esi-claim-form.pdf',
    fileSize: 153_600,
    fileType: 'application/pdf',
    fileUrl: `/api/scheme-documents/${id}/download`,
    uploadedBy: 'u1',
    createdAt: '2026-01-15T06:00:00.000Z',
    updatedAt: '2026-01-15T06:00:00.000Z',
    ...overrides,
  };
}
