import { vi } from 'vitest';

/** Makes every `max-width` media query match, as on a phone; undone after the test (restoreMocks). */
export function onPhoneScreen(): void {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  }));
}
