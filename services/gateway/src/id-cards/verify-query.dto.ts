import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `?sig=` of a verification link; checked by membership, which answers the same for any wrong one. */
export class VerifyQuery {
  @IsOptional() @IsString() @MaxLength(200) sig?: string;
}
