import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Length, MaxLength, ValidationArguments } from 'class-validator';
import { Language, Languages } from '../i18n/language';
import type { ContactMessageFields } from '../shapes/contact.shapes';

export { CONTACT_MESSAGE_THANKS } from '../shapes/contact.shapes';
export type { SendContactMessageAnswer } from '../shapes/contact.shapes';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One message per field whichever rule failed, naming the bound the visitor missed. */
function lengthMessage(label: string, min: number, max: number) {
  return (args: ValidationArguments): string =>
    typeof args.value === 'string' && args.value.length > max
      ? `${label} must be at most ${max} characters`
      : `${label} must be at least ${min} characters`;
}

/**
 * Body of POST /api/contact: the landing page's contact form (spec part 1 §2
 * "Contact"). The spec shows no rules; these are the ones a visitor expects,
 * checked after trimming so blank input counts as missing.
 */
export class SendContactMessageRequest implements ContactMessageFields {
  @Transform(trim)
  @IsString({ message: lengthMessage('Name', 2, 100) })
  @Length(2, 100, { message: lengthMessage('Name', 2, 100) })
  name!: string;

  @Transform(trim)
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @Transform(trim)
  @IsString({ message: lengthMessage('Subject', 2, 200) })
  @Length(2, 200, { message: lengthMessage('Subject', 2, 200) })
  subject!: string;

  @Transform(trim)
  @IsString({ message: lengthMessage('Message', 10, 5000) })
  @Length(10, 5000, { message: lengthMessage('Message', 10, 5000) })
  message!: string;
}

/**
 * The gateway to notifications: the form, and the language of the visitor's request (issue 31), which the
 * confirmation to the visitor is written in (English when absent). Not part of the form: the gateway sets it.
 */
export class SendContactMessageRpcRequest extends SendContactMessageRequest {
  @IsOptional() @IsIn(Languages) language?: Language;
}
