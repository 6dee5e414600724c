import { UploadPolicy } from './upload-policy';
import { sniffFileType, MIME_TYPES } from './file-type.sniffer';

const MB = 1024 * 1024;

/** Registration passport photo: JPG or PNG, 5 MB (spec: 'JPG, PNG up to 5MB'). */
export const passportPhotoUpload: UploadPolicy = {
  field: 'passportPhoto',
  maxBytes: 5 * MB,
  keyPrefix: 'registrations/passport-photos',
  defaultName: 'passport-photo',
  accept: ({ head }) => {
    const type = sniffFileType(head);
    return type === 'jpeg' || type === 'png'
      ? { contentType: MIME_TYPES[type], extension: type === 'jpeg' ? 'jpg' : 'png' }
      : null;
  },
  messages: {
    missing: 'Please choose a passport photo',
    wrongType: 'Passport photo must be a JPG or PNG image',
    tooLarge: 'Passport photo must be under 5MB',
  },
};

/** Registration ID proof: PDF, JPG or PNG, 5 MB (spec: 'PDF, JPG, PNG up to 5MB'). */
export const idProofUpload: UploadPolicy = {
  field: 'idProof',
  maxBytes: 5 * MB,
  keyPrefix: 'registrations/id-proofs',
  defaultName: 'id-proof',
  accept: ({ head }) => {
    const type = sniffFileType(head);
    return type === 'pdf' || type === 'jpeg' || type === 'png'
      ? { contentType: MIME_TYPES[type], extension: type === 'jpeg' ? 'jpg' : type }
      : null;
  },
  messages: {
    missing: 'Please choose an ID proof',
    wrongType: 'ID proof must be a PDF, JPG or PNG file',
    tooLarge: 'ID proof must be under 5MB',
  },
};
