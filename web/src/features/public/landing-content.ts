/**
 * The public landing page's structure (spec part 1 §1–§2); its words are in the `landing` catalogue
 * (i18n/locales/<language>/landing.json).
 */

export const LANDING_SECTIONS = ['home', 'about', 'services', 'contact'] as const;

export type LandingSectionKey = (typeof LANDING_SECTIONS)[number];

export type ServiceIcon = 'membership' | 'welfare' | 'events' | 'digital';

export const SERVICES: readonly ServiceIcon[] = ['membership', 'welfare', 'events', 'digital'];

export const SERVICE_POINTS = ['point1', 'point2', 'point3'] as const;

export const SCHEMES = ['kutumbaBarosa', 'esi', 'postal'] as const;

export const HIGHLIGHTS = ['community', 'welfare', 'growth'] as const;

export const WHY_JOIN = ['why1', 'why2', 'why3', 'why4'] as const;

export const OFFICE_ADDRESS = ['address1', 'address2', 'address3'] as const;

export const OFFICE_HOURS = [
  { days: 'weekdays', hours: 'weekdayHours' },
  { days: 'saturday', hours: 'saturdayHours' },
] as const;
