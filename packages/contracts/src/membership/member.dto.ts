/**
 * The member's wire shape and its constant lists live in the decorator-free
 * shapes entry (`@portal/contracts/shapes`), which the web imports too.
 */
export {
  BusinessTypes,
  EmergencyRelations,
  ExperienceRanges,
  Genders,
  MemberDocumentTypes,
  MemberStatuses,
  Schemes,
} from '../shapes/member.shapes';
export type {
  BusinessType,
  EmergencyRelation,
  ExperienceRange,
  Gender,
  MemberDocumentType,
  MemberDto,
  MemberStatus,
  Scheme,
} from '../shapes/member.shapes';
