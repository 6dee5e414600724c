import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PaymentsActorRequest,
  PaymentsSubjects,
  SchemeSettingDto,
  UpdateSchemeSettingRequest,
} from '@portal/contracts';
import { SchemeSettingsService } from './scheme-settings.service';

@Controller()
export class SchemeSettingsHandler {
  constructor(private readonly settings: SchemeSettingsService) {}

  /** Not secret: admins and members both read the amounts. */
  @MessagePattern(PaymentsSubjects.ListSchemeSettings)
  list(@Payload() _body: PaymentsActorRequest): Promise<SchemeSettingDto[]> {
    return this.settings.list();
  }

  @MessagePattern(PaymentsSubjects.UpdateSchemeSetting)
  update(@Payload() body: UpdateSchemeSettingRequest): Promise<SchemeSettingDto> {
    return this.settings.update(body.id, body.input, body.actor);
  }
}
