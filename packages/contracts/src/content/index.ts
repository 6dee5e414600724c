export * from './content.subjects';
export * from './content.rpc';
export * from './content.errors';
export * from './content.dto';
