/**
 * `@portal/contracts/rules`: validation rules (spec part 1 §5, part 2 §5), India time, membership
 * validity and money formats, written once with no decorators, for the web and the services alike.
 */
export * from './field-rule';
export * from './registration.rules';
export * from './member-form.rules';
export * from './admin-profile.rules';
export * from './admin-roles';
export * from './password.rules';
export * from './login.rules';
export * from './login-identifier';
export * from './payment.rules';
export * from './refund.rules';
export * from './content.rules';
export * from './notification.rules';
export * from './india-time';
export * from './membership-validity';
export * from './renewal.rules';
export * from './money';
export * from './months';
export * from './financial-periods';
export * from './card-pass';
