import { Injectable } from '@nestjs/common';
import { languageOfAcceptLanguage, MembershipSubjects, RegisterAnswer, RegistrationInput } from '@portal/contracts';
import type { Request } from 'express';
import { ReceivedFile, receiveForm } from '../files/upload-receiver';
import { ObjectStorage } from '../files/object-storage';
import { idProofUpload, passportPhotoUpload } from '../files/upload-policy.registration';
import { createHttpValidationPipe } from '../http/http-validation.pipe';
import { RpcClient } from '../rpc/rpc-client.service';

const validation = createHttpValidationPipe();

/**
 * POST /api/register as multipart (fields + optional passportPhoto and idProof)
 * or JSON. Files are stored first and removed again if the application is refused.
 */
@Injectable()
export class RegistrationSubmission {
  constructor(
    private readonly services: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  async submit(req: Request): Promise<RegisterAnswer> {
    // Membership refuses a closed registration before any file is stored (and again when the application arrives).
    try {
      await this.services.rpc(MembershipSubjects.AssertRegistrationOpen, {});
    } catch (error) {
      req.resume();
      throw error;
    }
    const multipart = req.is('multipart/form-data');
    const { fields, files } = multipart
      ? await receiveForm(req, [passportPhotoUpload, idProofUpload], this.storage, passportPhotoUpload)
      : { fields: (req.body ?? {}) as Record<string, string>, files: {} as Record<string, ReceivedFile> };
    const stored = Object.values(files).map((f) => f.key);
    try {
      const input = (await validation.transform(emptyAsMissing(fields), {
        type: 'body',
        metatype: RegistrationInput,
      })) as RegistrationInput;
      return await this.services.rpc(MembershipSubjects.Register, {
        input,
        passportPhoto: files.passportPhoto,
        idProof: files.idProof,
        // The language the form was filled in (the web sends its language): the member's e-mails are written in it.
        language: languageOfAcceptLanguage(req.headers['accept-language']),
      });
    } catch (error) {
      await this.storage.removeQuietly(stored);
      throw error;
    }
  }
}

/** A multipart form sends untouched optional inputs as empty strings. */
function emptyAsMissing(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== null));
}
