import type { ContentEvent, GalleryItem } from '../../api/content';
import { aGalleryItem, anEvent } from '../../test/content-fixtures';

/** Test data: an event as a member sees it (not signed up), and a past event's photo, with overrides. */

export const aMemberEvent = (overrides: Partial<ContentEvent> = {}): ContentEvent =>
  anEvent({ isSignedUp: false, ...overrides });

export const aPhoto = (overrides: Partial<GalleryItem> = {}): GalleryItem =>
  aGalleryItem({
    eventId: 'ev-past',
    eventTitle: 'Photo Walk',
    title: 'Old market',
    description: null,
    createdAt: '2025-03-02T05:00:00.000Z',
    ...overrides,
  });
