import common from './locales/en/common.json';
import { textsOf } from './texts';

/**
 * The texts every page shares (the association's name, the language switch's label), without i18next in English
 * (texts.ts): the language switch reads them on every page, the public ones and the member's.
 */
export const useCommonTexts = textsOf('common', common);
