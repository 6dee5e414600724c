import { Injectable } from '@nestjs/common';
import { ActorDto, ExportAttendeesAnswer } from '@portal/contracts';
import { ObjectStorage } from '@portal/platform';
import { AttendanceService } from './attendance.service';
import { attendanceCsv, attendeesCsv } from './attendees-csv';
import { SignupsService } from './signups.service';

/** An event's sign-ups, or who was checked in at the door, as CSV in object storage, as every export is made (issue 24); the gateway streams it. */
@Injectable()
export class AttendeesExportService {
  constructor(
    private readonly signups: SignupsService,
    private readonly attendance: AttendanceService,
    private readonly storage: ObjectStorage,
  ) {}

  async export(eventId: string, fileKey: string, actor: ActorDto): Promise<ExportAttendeesAnswer> {
    const answer = await this.signups.attendees(eventId, actor);
    const { fileName, body } = attendeesCsv(answer);
    await this.storage.upload(fileKey, [Buffer.from(body, 'utf8')], 'text/csv; charset=utf-8');
    return { fileKey, fileName, rows: answer.attendees.length };
  }

  async exportAttendance(eventId: string, fileKey: string, actor: ActorDto): Promise<ExportAttendeesAnswer> {
    const answer = await this.attendance.list(eventId, actor);
    const { fileName, body } = attendanceCsv(answer);
    await this.storage.upload(fileKey, [Buffer.from(body, 'utf8')], 'text/csv; charset=utf-8');
    return { fileKey, fileName, rows: answer.attendees.length };
  }
}
