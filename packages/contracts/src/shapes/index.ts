/**
 * `@portal/contracts/shapes`: the answer interfaces and constant lists with no
 * decorators, class-validator, reflect-metadata or Node modules, so the web app
 * imports them (`import type` for interfaces) instead of copying them. The DTO
 * classes of `@portal/contracts` implement these interfaces.
 */
export * from './member.shapes';
export * from './renewal.shapes';
export * from './correction.shapes';
export * from './data-requests.shapes';
export * from './member-activity.shapes';
export * from './member-import.shapes';
export * from './registration.shapes';
export * from './auth.shapes';
export * from './dashboard.shapes';
export * from './contact.shapes';
export * from './errors.shapes';
export * from './payments.shapes';
export * from './payment-stats.shapes';
export * from './payment-months.shapes';
export * from './statements.shapes';
export * from './content.shapes';
export * from './email-change.shapes';
export * from './id-cards.shapes';
export * from './notifications.shapes';
export * from './reports.shapes';
export * from './payment-conflicts.shapes';
export * from './refunds.shapes';
export * from './security-notices.shapes';
export * from './admin-accounts.shapes';
export * from './audit.shapes';
export * from './payment-links.shapes';
export * from './dues-lapses.shapes';
export * from './privacy.shapes';
export * from './data-copies.shapes';
export * from './message-channels.shapes';
export * from './autopay.shapes';
