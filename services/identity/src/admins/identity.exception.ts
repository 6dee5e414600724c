import { IdentityErrorCode } from '@portal/contracts';
import { DomainException } from '@portal/platform';

export class IdentityException extends DomainException<IdentityErrorCode> {}
