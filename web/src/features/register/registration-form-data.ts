import { PRIVACY_NOTICE_VERSION, RegistrationFieldNames, type RegistrationFields } from '@portal/contracts/shapes';

/** Everything the visitor typed, as the multipart body of POST /api/register (DESIGN §7: all fields are stored). */

/** The form's values: every registration field as typed (possibly missing), plus the two files. */
export type RegisterValues = { [K in keyof RegistrationFields]?: string } & {
  passportPhoto?: File | null;
  idProof?: File | null;
  /** 'true' once the consent box under the privacy notice is ticked (issue 32). */
  privacyConsent?: string;
};

export const TEXT_FIELDS = RegistrationFieldNames;

/**
 * Trimmed text fields (empty optional ones left out), the consent with the version of the notice the form showed,
 * plus the two files when chosen.
 */
export function buildRegistrationForm(values: RegisterValues): FormData {
  const form = new FormData();
  for (const key of TEXT_FIELDS) {
    const value = values[key]?.trim();
    if (value) form.append(key, key === 'email' ? value.toLowerCase() : value);
  }
  if (values.privacyConsent === 'true') {
    form.append('privacyConsent', 'true');
    form.append('privacyNoticeVersion', PRIVACY_NOTICE_VERSION);
  }
  if (values.passportPhoto) form.append('passportPhoto', values.passportPhoto, values.passportPhoto.name);
  if (values.idProof) form.append('idProof', values.idProof, values.idProof.name);
  return form;
}
