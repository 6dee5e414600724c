import { Provider, Type } from '@nestjs/common';
import { PaymentRecordsExport } from './payment-records-export.service';
import { PaymentRecordsController } from './payment-records.controller';
import { RazorpayController } from './razorpay.controller';
import { SchemeSettingsController } from './scheme-settings.controller';

export const paymentsControllers: Type[] = [SchemeSettingsController, PaymentRecordsController, RazorpayController];

export const paymentsProviders: Provider[] = [PaymentRecordsExport];
