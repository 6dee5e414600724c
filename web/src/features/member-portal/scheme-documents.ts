import { Schemes, type Scheme } from '@portal/contracts/shapes';
import type { SchemeDocument } from '../../api/content';

/** Spec part 2 §9: a scheme card lists this many documents, then '+N more documents available'. */
export const SCHEME_CARD_DOCUMENTS = 3;

/** The documents of each scheme, every scheme present (ESI, Postal, Kutumba Barosa order), newest first. */
export function documentsByScheme(documents: SchemeDocument[]): Record<Scheme, SchemeDocument[]> {
  const groups = Object.fromEntries(Schemes.map((scheme) => [scheme, [] as SchemeDocument[]])) as Record<
    Scheme,
    SchemeDocument[]
  >;
  for (const doc of documents) groups[doc.scheme]?.push(doc);
  for (const scheme of Schemes) groups[scheme].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return groups;
}

/** The spec's '+N more documents available' (its wording for every N), or null when all are shown. */
export function moreDocumentsText(total: number, shown = SCHEME_CARD_DOCUMENTS): string | null {
  const more = total - shown;
  return more > 0 ? `+${more} more documents available` : null;
}
