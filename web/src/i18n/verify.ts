import verify from './locales/en/verify.json';
import { areaTextsOf } from './area-texts';

/**
 * The public page a card's QR code opens (issue 31): English with the page's code, Kannada downloaded when it is
 * shown in Kannada (whoever scans a card reads it in the language their browser chose).
 */
export const useVerifyTexts = areaTextsOf('publicVerify', verify, {
  kn: () => import('./locales/kn/verify.json'),
});
