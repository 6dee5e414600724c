export * from './language';
export * from './email-messages';
export * from './account-language.dto';
export * from './error-messages';
export * from './card-pdf-messages';
export * from './payment-pdf-messages';
export * from './report-pdf-messages';
