import archiver from 'archiver';
import { MemberDataExportAnswer } from '@portal/contracts';
import { ObjectNotFoundError, ObjectStorage } from '@portal/platform';

/** A file put into the copy under its own name (the certificate made for it). */
export interface ExtraFile {
  name: string;
  body: Buffer;
}

export interface ArchiveSummary {
  size: number;
  files: number;
  missing: string[];
}

/** Where a service's file goes in the ZIP: under files/<service>/ by its key, so two keys never collide. */
export const zipNameOfFile = (service: string, key: string): string =>
  `files/${service}/${key.replace(/^\/+/, '').replace(/\.\.+/g, '.')}`;

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

const README = (memberCode: string, generatedAt: string) =>
  [
    `A copy of the personal data the portal holds about member ${memberCode}, made ${generatedAt}.`,
    '',
    'Each <service>.json file holds what one part of the portal keeps about you, table by table:',
    '  membership.json     your profile, registration details, consents, correction requests, documents, ID cards',
    '  payments.json       your payments, receipts, statements and payment links',
    '  content.json        your event sign-ups and attendance',
    '  notifications.json  the notifications sent to you and the log of e-mails sent to your address',
    '  identity.json       your sign-in account (never your password)',
    '  gateway.json        the sign-in and sign-out entries of the audit trail about you',
    'Every *.json file also lists the audit trail entries by you or about you under "audit_log".',
    'files/ holds your files: photo, ID proof, documents, receipts, ID card and certificate.',
    'manifest.json lists what is in this copy.',
    '',
  ].join('\n');

/**
 * Writes the ZIP of a copy (issue 32) straight into object storage as it is made (archiver streams it): a JSON file
 * per service, the member's files read one at a time from the store, the extra files, a README and a manifest.
 * A file named by a service that is no longer in the store is listed in the manifest as missing.
 */
export async function writeDataCopyArchive(
  storage: ObjectStorage,
  key: string,
  copy: { memberCode: string; generatedAt: Date; answers: MemberDataExportAnswer[]; extra: ExtraFile[] },
): Promise<ArchiveSummary> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const stored = storage.upload(key, archive, 'application/zip');
  const failed = new Promise<never>((_resolve, reject) => archive.once('error', reject));
  failed.catch(() => undefined);
  stored.catch((error: Error) => archive.destroy(error));
  const generatedAt = copy.generatedAt.toISOString();
  const missing: string[] = [];
  const included: Record<string, string[]> = {};
  const fill = async () => {
    archive.append(README(copy.memberCode, generatedAt), { name: 'README.txt' });
    for (const answer of copy.answers) {
      archive.append(JSON.stringify(answer.tables, null, 2), { name: `${answer.service}.json` });
      for (const fileKey of answer.files) {
        try {
          const object = await storage.open(fileKey);
          const body = await readAll(object.body as AsyncIterable<Buffer>);
          const name = zipNameOfFile(answer.service, fileKey);
          archive.append(body, { name });
          (included[answer.service] ??= []).push(name);
        } catch (error) {
          if (!(error instanceof ObjectNotFoundError)) throw error;
          missing.push(fileKey);
        }
      }
    }
    for (const file of copy.extra) {
      archive.append(file.body, { name: `files/${file.name}` });
      (included.extra ??= []).push(`files/${file.name}`);
    }
    const manifest = {
      memberId: copy.memberCode,
      generatedAt,
      services: Object.fromEntries(
        copy.answers.map((a) => [
          a.service,
          {
            tables: Object.fromEntries(Object.entries(a.tables).map(([table, rows]) => [table, rows.length])),
            files: included[a.service] ?? [],
          },
        ]),
      ),
      extraFiles: included.extra ?? [],
      missingFiles: missing,
    };
    archive.append(JSON.stringify(manifest, null, 2), { name: 'manifest.json' });
    await archive.finalize();
  };
  await Promise.race([fill(), failed]);
  const size = await Promise.race([stored, failed]);
  return { size, files: Object.values(included).flat().length, missing };
}
