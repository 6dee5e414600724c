import { BusinessTypes, EmergencyRelations, ExperienceRanges, Genders } from '@portal/contracts/shapes';

/**
 * Choice lists of the public registration form (spec part 1 §3 "Public registration form fields"):
 * the values are the contracts' lists, in their order; each label is the `register` catalogue's
 * `options.<list>.<value>` text.
 */
export const CHOICE_LISTS = {
  gender: Genders,
  businessType: BusinessTypes,
  experienceYears: ExperienceRanges,
  relation: EmergencyRelations,
} as const;

export type ChoiceList = keyof typeof CHOICE_LISTS;
