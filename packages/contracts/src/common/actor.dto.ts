import { IsIn, IsString } from 'class-validator';

/** Who is asking, as the gateway's session knows it; services apply their own rules to it. */
export class ActorDto {
  @IsString()
  userId!: string;

  @IsIn(['admin', 'member', 'public'])
  userType!: 'admin' | 'member' | 'public';
}
