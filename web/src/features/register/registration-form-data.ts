/** Everything the visitor typed, as the multipart body of POST /api/register (DESIGN §7: all fields are stored). */

export interface RegisterValues {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  email?: string;
  phone?: string;
  alternatePhone?: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
  studioName?: string;
  businessType?: string;
  experienceYears?: string;
  aadharNumber?: string;
  emergencyContactName?: string;
  emergencyContactPhone?: string;
  emergencyContactRelation?: string;
  referredBy?: string;
  additionalInfo?: string;
  passportPhoto?: File | null;
  idProof?: File | null;
}

export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'email',
  'phone',
  'alternatePhone',
  'address',
  'city',
  'state',
  'pincode',
  'studioName',
  'businessType',
  'experienceYears',
  'aadharNumber',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelation',
  'referredBy',
  'additionalInfo',
] as const satisfies readonly (keyof RegisterValues)[];

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
