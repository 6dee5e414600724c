import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuditLogAnswer, AuditLogQuery, todayInIndia } from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';
import { contentDisposition } from '../files/file-name.sanitiser';
import { forbidStoring } from '../http/no-store.middleware';
import { AuditLogService } from './audit-log.service';

/** Resolves once the client took what was written, or went away. */
const drained = (res: Response): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

/** The Audit Log (issue 27): every change anyone made, for administrators and viewers (staff:audit). */
@ApiTags('audit-log')
@Controller('audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @Access('staff:audit')
  @ApiOperation({
    summary:
      'Recorded changes of every service, newest first, filtered by person (actorId), entity, entityId, action and ' +
      'India days from/to (inclusive); `next` is the cursor of the following page',
  })
  @ApiAnswer('AuditLogAnswer')
  list(@Query() query: AuditLogQuery, @Req() req: Request): Promise<AuditLogAnswer> {
    return this.audit.page(query, req.user!.id);
  }

  @Get('export')
  @Access('staff:audit')
  @ApiOperation({ summary: 'The filtered audit log as CSV (before and after as JSON), at most 100,000 rows' })
  @ApiProduces('text/csv')
  @ApiFileAnswer('text/csv')
  async export(@Query() query: AuditLogQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const lines = await this.audit.csv(query, req.user!.id);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition('attachment', `audit-log-${todayInIndia()}.csv`));
    forbidStoring(res);
    try {
      for await (const line of lines) {
        if (res.destroyed) return;
        if (!res.write(line)) await drained(res);
      }
      res.end();
    } catch {
      // A service failed after the file began: cut the download off, so it cannot pass for a complete one.
      res.destroy();
    }
  }
}
