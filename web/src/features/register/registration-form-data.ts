import { RegistrationFieldNames, type RegistrationFields } from '@portal/contracts/shapes';

/** Everything the visitor typed, as the multipart body of POST /api/register (DESIGN §7: all fields are stored). */

/** The form's values: every registration field as typed (possibly missing), plus the two files. */
export type RegisterValues = { [K in keyof RegistrationFields]?: string } & {
  passportPhoto?: File | null;
  idProof?: File | null;
};

export const TEXT_FIELDS = RegistrationFieldNames;

/** Trimmed text fields (empty optional ones left out) plus the two files when chosen. */
export function buildRegistrationForm(values: RegisterValues): FormData {
  const form = new FormData();
  for (const key of TEXT_FIELDS) {
    const value = values[key]?.trim();
    if (value) form.append(key, key === 'email' ? value.toLowerCase() : value);
  }
  if (values.passportPhoto) form.append('passportPhoto', values.passportPhoto, values.passportPhoto.name);
  if (values.idProof) form.append('idProof', values.idProof, values.idProof.name);
  return form;
}
