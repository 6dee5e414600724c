import dataRights from './locales/en/data-rights.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/**
 * Profile Settings' data-rights and message-channel cards (issues 31-33): their English comes with the cards' own
 * chunk, loaded when scrolled near; their Kannada is downloaded when they are shown in Kannada, so neither the
 * member pages' first visit nor the Kannada chunk they load carries them.
 */
export const useDataRightsTexts = areaTextsOf('memberDataRights', dataRights, {
  kn: () => import('./locales/kn/data-rights.json'),
});

export type DataRightsTexts = Translate<typeof dataRights>;
