import { type FieldRule, isValidEmail, rule } from './field-rule';

/** The admin sign-in's e-mail, checked in the browser before anything is sent (spec part 1 §5). */
export const AdminLoginEmailRule: FieldRule = rule(isValidEmail, 'Valid email is required', { format: 'email' });
