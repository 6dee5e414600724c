import { FieldError } from '@portal/contracts';
import { ValidationError } from 'class-validator';

/** class-validator errors as `{ field, message }` items, nested fields joined with dots. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    const own = messages.length > 0 ? [{ field, message: messages[messages.length - 1] }] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}
