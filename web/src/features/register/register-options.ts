import {
  BusinessTypes,
  EmergencyRelations,
  ExperienceRanges,
  Genders,
  type BusinessType,
  type EmergencyRelation,
  type ExperienceRange,
  type Gender,
} from '@portal/contracts/shapes';

/**
 * Choice lists of the public registration form (spec part 1 §3 "Public registration form fields"):
 * the values are the contracts' lists, in their order; only the labels are the form's.
 */

export interface Choice {
  value: string;
  label: string;
}

function choices<T extends string>(values: readonly T[], labels: Record<T, string>): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const GENDER_OPTIONS = choices<Gender>(Genders, { male: 'Male', female: 'Female', other: 'Other' });

export const BUSINESS_TYPE_OPTIONS = choices<BusinessType>(BusinessTypes, {
  studio: 'Studio',
  freelance: 'Freelance',
  wedding: 'Wedding Photography',
  commercial: 'Commercial Photography',
  portrait: 'Portrait Photography',
  event: 'Event Photography',
  other: 'Other',
});

export const EXPERIENCE_OPTIONS = choices<ExperienceRange>(ExperienceRanges, {
  '0-1': '0-1 years',
  '2-5': '2-5 years',
  '6-10': '6-10 years',
  '11-15': '11-15 years',
  '16-20': '16-20 years',
  '20+': '20+ years',
});

export const RELATION_OPTIONS = choices<EmergencyRelation>(EmergencyRelations, {
  spouse: 'Spouse',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  son: 'Son',
  daughter: 'Daughter',
  friend: 'Friend',
  other: 'Other',
});
