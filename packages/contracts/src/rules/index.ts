/**
 * `@portal/contracts/rules`: validation rules written once, with no decorators,
 * for the web's form rules and the server's DTO classes (spec part 1 §5, part 2 §5).
 */
export * from './field-rule';
export * from './registration.rules';
export * from './member-form.rules';
export * from './password.rules';
export * from './login.rules';
export * from './login-identifier';
export * from './payment.rules';
export * from './content.rules';
export * from './notification.rules';
