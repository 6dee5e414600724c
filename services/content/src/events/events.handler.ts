import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CheckInAnswer,
  ContentActorRequest,
  ContentByIdRequest,
  ContentSubjects as S,
  CreateEventRequest,
  DeletedAnswer,
  EventAttendanceAnswer,
  EventAttendeesAnswer,
  EventCountAnswer,
  EventDto,
  EventSignupAnswer,
  ExportAttendeesAnswer,
  ExportAttendeesRequest,
  RecordAttendanceRequest,
  UpdateEventRequest,
} from '@portal/contracts';
import { AttendanceService } from './attendance.service';
import { AttendeesExportService } from './attendees-export.service';
import { EventsService } from './events.service';
import { SignupsService } from './signups.service';

@Controller()
export class EventsHandler {
  constructor(
    private readonly events: EventsService,
    private readonly signups: SignupsService,
    private readonly attendeesExport: AttendeesExportService,
    private readonly attendance: AttendanceService,
  ) {}

  @MessagePattern(S.CountEvents)
  count(): Promise<EventCountAnswer> {
    return this.events.count();
  }

  @MessagePattern(S.ListEvents)
  list(@Payload() body: ContentActorRequest): Promise<EventDto[]> {
    return this.events.list(body.actor);
  }

  @MessagePattern(S.CreateEvent)
  create(@Payload() body: CreateEventRequest): Promise<EventDto> {
    return this.events.create(body.input, body.actor);
  }

  @MessagePattern(S.UpdateEvent)
  update(@Payload() body: UpdateEventRequest): Promise<EventDto> {
    return this.events.update(body.id, body.input, body.actor);
  }

  @MessagePattern(S.DeleteEvent)
  delete(@Payload() body: ContentByIdRequest): Promise<DeletedAnswer> {
    return this.events.delete(body.id, body.actor);
  }

  @MessagePattern(S.SignUp)
  signUp(@Payload() body: ContentByIdRequest): Promise<EventSignupAnswer> {
    return this.signups.signUp(body.id, body.actor);
  }

  @MessagePattern(S.CancelSignUp)
  cancelSignUp(@Payload() body: ContentByIdRequest): Promise<EventSignupAnswer> {
    return this.signups.cancel(body.id, body.actor);
  }

  @MessagePattern(S.ListAttendees)
  attendees(@Payload() body: ContentByIdRequest): Promise<EventAttendeesAnswer> {
    return this.signups.attendees(body.id, body.actor);
  }

  @MessagePattern(S.ExportAttendees)
  exportAttendees(@Payload() body: ExportAttendeesRequest): Promise<ExportAttendeesAnswer> {
    return this.attendeesExport.export(body.id, body.fileKey, body.actor);
  }

  @MessagePattern(S.RecordAttendance)
  checkIn(@Payload() body: RecordAttendanceRequest): Promise<CheckInAnswer> {
    return this.attendance.checkIn(body.id, body.input, body.actor);
  }

  @MessagePattern(S.ListAttendance)
  attendanceList(@Payload() body: ContentByIdRequest): Promise<EventAttendanceAnswer> {
    return this.attendance.list(body.id, body.actor);
  }

  @MessagePattern(S.ExportAttendance)
  exportAttendance(@Payload() body: ExportAttendeesRequest): Promise<ExportAttendeesAnswer> {
    return this.attendeesExport.exportAttendance(body.id, body.fileKey, body.actor);
  }
}
