/** Choice lists of the public registration form (spec part 1 §3 "Public registration form fields"). */

export interface Choice {
  value: string;
  label: string;
}

export const GENDER_OPTIONS: Choice[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

export const BUSINESS_TYPE_OPTIONS: Choice[] = [
  { value: 'studio', label: 'Studio' },
  { value: 'freelance', label: 'Freelance' },
  { value: 'wedding', label: 'Wedding Photography' },
  { value: 'commercial', label: 'Commercial Photography' },
  { value: 'portrait', label: 'Portrait Photography' },
  { value: 'event', label: 'Event Photography' },
  { value: 'other', label: 'Other' },
];

export const EXPERIENCE_OPTIONS: Choice[] = [
  { value: '0-1', label: '0-1 years' },
  { value: '2-5', label: '2-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '11-15', label: '11-15 years' },
  { value: '16-20', label: '16-20 years' },
  { value: '20+', label: '20+ years' },
];

export const RELATION_OPTIONS: Choice[] = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'father', label: 'Father' },
  { value: 'mother', label: 'Mother' },
  { value: 'brother', label: 'Brother' },
  { value: 'sister', label: 'Sister' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'friend', label: 'Friend' },
  { value: 'other', label: 'Other' },
];
