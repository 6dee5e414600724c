import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CheckInAnswer,
  CheckInInput,
  ContentSubjects as S,
  EventAttendanceAnswer,
  EventAttendeesAnswer,
  EventDto,
  EventInput,
} from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { StoredExports } from '../files/stored-exports.service';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer, ApiAnswerOrFile, ApiListAnswer } from '../docs/api-answer.decorators';
import { ApiDtoBody } from '../docs/api-body.decorators';

/** Events (spec part 1 §2, §7) and the members' sign-ups (beyond the spec, ROUTES.md `+`). */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly services: RpcClient,
    private readonly exports: StoredExports,
  ) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Events by date: every event for an admin, the active ones for a member' })
  @ApiListAnswer('EventDto')
  list(@CurrentCaller() { actor }: Caller): Promise<EventDto[]> {
    return this.services.rpc(S.ListEvents, { actor });
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({ summary: "Creates an event: 'Title is required', 'Date & Time is required'" })
  @ApiAnswer('EventDto')
  create(@Body() input: EventInput, @CurrentCaller() { actor }: Caller): Promise<EventDto> {
    return this.services.rpc(S.CreateEvent, { input, actor });
  }

  @Put(':id')
  @Access('staff:office')
  @ApiOperation({ summary: 'Updates an event; cancelled: true cancels it and tells the members who signed up' })
  @ApiAnswer('EventDto')
  update(@Param('id') id: string, @Body() input: EventInput, @CurrentCaller() { actor }: Caller): Promise<EventDto> {
    return this.services.rpc(S.UpdateEvent, { id, input, actor });
  }

  @Delete(':id')
  @Access('staff:office')
  @ApiOperation({ summary: 'Deletes an event and its sign-ups; its photos stay in the gallery' })
  @ApiAnswer('DeletedAnswer')
  async remove(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<{ id: string }> {
    const deleted = await this.services.rpc(S.DeleteEvent, { id, actor });
    return { id: deleted.id };
  }

  @Post(':id/signup')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: "Signs the member up: 409 'This event is full' when every seat is taken" })
  @ApiAnswer('EventDto')
  signUp(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<EventDto> {
    return this.services.rpc(S.SignUp, { id, actor });
  }

  @Delete(':id/signup')
  @Access('member')
  @ApiOperation({ summary: "Cancels the member's sign-up" })
  @ApiAnswer('EventDto')
  cancelSignUp(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<EventDto> {
    return this.services.rpc(S.CancelSignUp, { id, actor });
  }

  @Get(':id/attendees')
  @Access('staff:read')
  @ApiOperation({ summary: 'The members signed up, with member ids and phones; ?format=csv downloads them' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiProduces('application/json', 'text/csv')
  @ApiAnswerOrFile('EventAttendeesAnswer', 'text/csv')
  async attendees(
    @Param('id') id: string,
    @Query('format') format: unknown,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
  ): Promise<EventAttendeesAnswer | string> {
    // The answer is written to `res` here (the CSV is streamed); what is returned only types the route's docs.
    if (format === 'csv') {
      // Content writes the CSV to object storage; it is streamed from there, as every export is.
      await this.exports.send(res, { folder: 'event-attendees', extension: 'csv' }, (fileKey) =>
        this.services.rpc(S.ExportAttendees, { id, fileKey, actor }),
      );
      return '';
    }
    const answer = await this.services.rpc(S.ListAttendees, { id, actor });
    res.json(answer);
    return answer;
  }

  @Post(':id/attendance')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary:
      "Checks a member in at the door (issue 30): once per member and event; a second scan answers 'Already checked in at 10:02'",
    description: 'memberId as printed on the card (scanned or typed); scannedAt for a scan queued offline',
  })
  @ApiDtoBody(CheckInInput)
  @ApiAnswer('CheckInAnswer')
  checkIn(
    @Param('id') id: string,
    @Body() input: CheckInInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<CheckInAnswer> {
    return this.services.rpc(S.RecordAttendance, { id, input, actor });
  }

  @Get(':id/attendance')
  @Access('staff:read')
  @ApiOperation({ summary: 'Who was checked in at the door, with counts; ?format=csv downloads them' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiProduces('application/json', 'text/csv')
  @ApiAnswerOrFile('EventAttendanceAnswer', 'text/csv')
  async attendance(
    @Param('id') id: string,
    @Query('format') format: unknown,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
  ): Promise<EventAttendanceAnswer | string> {
    if (format === 'csv') {
      await this.exports.send(res, { folder: 'event-attendance', extension: 'csv' }, (fileKey) =>
        this.services.rpc(S.ExportAttendance, { id, fileKey, actor }),
      );
      return '';
    }
    const answer = await this.services.rpc(S.ListAttendance, { id, actor });
    res.json(answer);
    return answer;
  }
}
