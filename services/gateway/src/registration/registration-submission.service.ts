import { Injectable } from '@nestjs/common';
import { MembershipSubjects, RegisterAnswer, RegistrationInput } from '@portal/contracts';
import type { Request } from 'express';
import { ReceivedFile, receiveForm } from '../files/upload-receiver';
import { ObjectStorage } from '../files/object-storage';
import { idProofUpload, passportPhotoUpload } from '../files/upload-policy.registration';
import { createHttpValidationPipe } from '../http/http-validation.pipe';
import { Caller } from '../members/current-caller.decorator';
import { GatewayHttpError } from '../rpc/gateway-http.error';
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

  async submit(req: Request, caller: Caller): Promise<RegisterAnswer> {
    // Refuse early so a closed registration stores no files; membership checks again.
    const status = await this.services.rpc(MembershipSubjects.RegistrationStatus, {}, caller);
    if (!status.isOpen) {
      req.resume();
      throw new GatewayHttpError(403, {
        status: 403,
        code: 'MEMBERSHIP_REGISTRATION_CLOSED',
        message: status.message ? `Registration is currently closed. ${status.message}` : 'Registration is currently closed.',
      });
    }
    const multipart = req.is('multipart/form-data');
    const { fields, files } = multipart
      ? await receiveForm(req, [passportPhotoUpload, idProofUpload], this.storage, passportPhotoUpload)
      : { fields: (req.body ?? {}) as Record<string, string>, files: {} as Record<string, ReceivedFile> };
    const stored = Object.values(files).map((f) => f.key);
    try {
      const input = (await validation.transform(emptyAsMissing(fields), { type: 'body', metatype: RegistrationInput })) as RegistrationInput;
      return await this.services.rpc(
        MembershipSubjects.Register,
        { input, passportPhoto: files.passportPhoto, idProof: files.idProof },
        caller,
      );
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
