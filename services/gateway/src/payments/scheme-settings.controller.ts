import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaymentsSubjects as S, SchemeSettingDto, SchemeSettingInput } from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/** The three schemes' monthly amounts and online payment switch (spec part 2 §2, §7). */
@ApiTags('payments')
@Controller('scheme-settings')
export class SchemeSettingsController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The scheme settings: monthly amount, description, online payment on or off' })
  @ApiListAnswer('SchemeSettingDto')
  list(@CurrentCaller() { actor }: Caller): Promise<SchemeSettingDto[]> {
    return this.services.rpc(S.ListSchemeSettings, { actor });
  }

  @Put(':id')
  @Access('staff:money')
  @ApiOperation({ summary: "Updates a scheme's amount (> 0), description or online payment switch" })
  @ApiAnswer('SchemeSettingDto')
  update(
    @Param('id') id: string,
    @Body() input: SchemeSettingInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<SchemeSettingDto> {
    return this.services.rpc(S.UpdateSchemeSetting, { id, input, actor });
  }
}
