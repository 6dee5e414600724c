export * from './notifications.subjects';
export * from './notifications.rpc';
export * from './notifications.errors';
export * from './contact-message.dto';
export * from './activity.dto';
export * from './notices.dto';
export * from './message-channels.dto';
