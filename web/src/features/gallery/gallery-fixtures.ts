import type { ContentEvent } from '../../api/content';
import { anEvent } from '../../test/content-fixtures';

export { aGalleryItem } from '../../test/content-fixtures';

/** Test data: a past event without a seat limit, the kind photos are filed under. */
export const aPastEvent = (overrides: Partial<ContentEvent> = {}): ContentEvent =>
  anEvent({
    description: null,
    eventDate: '2026-01-05T04:30:00.000Z',
    capacity: null,
    signedUp: 0,
    seatsLeft: null,
    status: 'completed',
    createdAt: '2026-01-01T05:00:00.000Z',
    updatedAt: '2026-01-01T05:00:00.000Z',
    ...overrides,
  });
