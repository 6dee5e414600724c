import { BaseServiceConfig } from '@portal/platform';
import { IsOptional, IsString } from 'class-validator';

/** Without Razorpay keys the payments service talks to the local Razorpay sandbox. */
export class PaymentsConfig extends BaseServiceConfig {
  @IsOptional()
  @IsString()
  RAZORPAY_KEY_ID?: string;

  @IsOptional()
  @IsString()
  RAZORPAY_KEY_SECRET?: string;

  @IsOptional()
  @IsString()
  RAZORPAY_WEBHOOK_SECRET?: string;
}
