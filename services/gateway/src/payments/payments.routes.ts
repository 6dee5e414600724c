import { Provider, Type } from '@nestjs/common';
import { PaymentRecordsExport } from './payment-records-export.service';
import { DuesLapsesController } from './dues-lapses.controller';
import { PaymentLinksController } from './payment-links.controller';
import { AutoPayController } from './autopay.controller';
import { PaymentRecordsController } from './payment-records.controller';
import { RazorpayController } from './razorpay.controller';
import { RefundsController } from './refunds.controller';
import { SchemeSettingsController } from './scheme-settings.controller';

export const paymentsControllers: Type[] = [
  SchemeSettingsController,
  PaymentRecordsController,
  RazorpayController,
  RefundsController,
  PaymentLinksController,
  DuesLapsesController,
  AutoPayController,
];

export const paymentsProviders: Provider[] = [PaymentRecordsExport];
