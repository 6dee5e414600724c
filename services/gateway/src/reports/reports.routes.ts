import { Provider, Type } from '@nestjs/common';
import { ReportsController } from './reports.controller';

/** The reports slice, listed once in the app module: access and streaming only (membership makes the reports). */
export const reportsControllers: Type[] = [ReportsController];
export const reportsProviders: Provider[] = [];
