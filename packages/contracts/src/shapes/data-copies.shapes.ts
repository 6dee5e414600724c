/**
 * Issue 32 "A copy of everything": a member's copy of all the personal data the portal holds about them, one ZIP
 * (a JSON file per service and their files) that membership builds in the background and keeps for
 * DATA_COPY_VALID_DAYS; the member downloads it signed in (or the admin who made it for them).
 */
export const DATA_COPY_VALID_DAYS = 7;

export const DataCopyStates = ['preparing', 'ready', 'failed', 'expired'] as const;
export type DataCopyState = (typeof DataCopyStates)[number];

/** One copy: its state, and until when a ready one can be downloaded. */
export interface DataCopyDto {
  id: string;
  /** The member's uuid. */
  memberId: string;
  state: DataCopyState;
  /** 'member' when the member asked from Profile Settings, 'admin' when the office made it for them. */
  requestedBy: 'member' | 'admin';
  requestedAt: string;
  readyAt: string | null;
  /** A ready copy is downloadable until then (DATA_COPY_VALID_DAYS after it was ready). */
  expiresAt: string | null;
  /** Bytes of the ZIP once ready. */
  size: number | null;
}

/** What one service holds about a member: its rows by table, and the object keys of the member's files. */
export interface MemberDataExportAnswer {
  service: string;
  tables: Record<string, Record<string, unknown>[]>;
  files: string[];
}

export const DataCopyMessages = {
  notFound: 'Data copy not found',
  expired: 'This copy of your data has expired. Ask for a new one from Profile Settings',
  notReady: 'This copy of your data is still being prepared',
} as const;
