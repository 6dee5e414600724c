export * from './reports.dto';
