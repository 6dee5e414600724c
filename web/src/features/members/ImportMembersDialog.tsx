import { useState } from 'react';
import { Alert, Button, Modal, Progress, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { MemberImportColumnHelp, MemberImportDateFormats } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  MEMBERS_SAMPLE_CSV_URL,
  downloadFile,
  useImportMembersMutation,
  type BulkImportResult,
  type ImportRowError,
} from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useToast } from '../../components/use-toast';
import { type AdminMembersTexts, useAdminMembersTexts } from '../../i18n/admin-members';
import { formatCount } from '../../lib/format';

/** Spec part 1 §5: type text/csv or a name ending in .csv. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** The failed rows file's name: the imported file's, so the admin knows which file it came from. */
export function failedRowsFileName(importedName: string | undefined): string {
  const base = (importedName ?? 'members').replace(/\.csv$/i, '') || 'members';
  return `${base}_failed_rows.csv`;
}

/** Saves CSV text the answer carries as a file (the failed rows: fix them and import the file again). */
export function saveCsvText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Spec part 1 §9: a fixed 50 percent while the server works (it reports no progress). */
const PROCESSING_PERCENT = 50;

interface ImportMembersDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ImportMembersDialog({ open, onClose }: ImportMembersDialogProps) {
  const t = useAdminMembersTexts();
  return (
    <Modal open={open} title={t('import.title')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {/* destroyOnHidden: the next opening starts again from the file picker. */}
      <ImportMembersBody onClose={onClose} />
    </Modal>
  );
}

function ImportMembersBody({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<BulkImportResult | null>(null);
  const importMembers = useImportMembersMutation();
  const toast = useToast();
  const t = useAdminMembersTexts();

  const choose = (chosen: File | null) => {
    if (chosen && !isCsvFile(chosen)) {
      toast.error(t('import.invalidType'), t('import.uploadCsv'));
      return;
    }
    setFile(chosen);
  };

  const start = async () => {
    if (!file) {
      toast.error(t('import.noFile'), t('import.selectCsv'));
      return;
    }
    try {
      const answer = await importMembers.mutateAsync(file);
      setResult(answer);
      if (answer.failed > 0) {
        toast.warning(
          t('import.withErrors'),
          t('import.importedFailed', { imported: answer.imported, failed: answer.failed }),
        );
      } else {
        toast.success(t('import.successful'), t('import.imported', { imported: answer.imported }));
      }
    } catch (err) {
      const parsed = parseApiError(err);
      toast.error(
        t('import.failedTitle'),
        parsed.status ? parsed.message || t('import.failedText') : t('import.failedText'),
      );
    }
  };

  const again = () => {
    setFile(null);
    setResult(null);
    importMembers.reset();
  };

  if (result) return <ImportResult result={result} fileName={file?.name} onAgain={again} onClose={onClose} />;

  const processing = importMembers.isPending;
  return (
    <div className="import-dialog">
      <FilePicker
        label={t('import.file')}
        accept=".csv,text/csv"
        file={file}
        onChange={choose}
        prompt={t('import.prompt')}
        hint={t('import.hint')}
        disabled={processing}
      />
      <section className="import-columns" aria-label={t('import.columns')}>
        <p>
          <strong>{t('import.required')}</strong> {MemberImportColumnHelp.required}
        </p>
        <p>
          <strong>{t('import.optional')}</strong>{' '}
          {t('import.optionalHelp', { formats: MemberImportDateFormats.join(', ') })}
        </p>
        <p>
          <strong>{t('import.phone')}</strong> {t('import.phoneHelp')}
        </p>
        <Button type="link" icon={<DownloadOutlined />} onClick={() => downloadFile(MEMBERS_SAMPLE_CSV_URL)}>
          {t('import.sample')}
        </Button>
      </section>
      {processing ? (
        <div className="import-progress">
          <Progress percent={PROCESSING_PERCENT} status="active" showInfo={false} aria-label={t('import.progress')} />
          <span className="muted">{t('import.processing')}</span>
        </div>
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('import.cancel')}</Button>
        <Button type="primary" onClick={start} loading={processing}>
          {processing ? t('import.importing') : t('import.start')}
        </Button>
      </div>
    </div>
  );
}

interface ImportResultProps {
  result: BulkImportResult;
  /** The imported file's name, for the failed rows file. */
  fileName?: string;
  onAgain: () => void;
  onClose: () => void;
}

const errorColumns = (t: AdminMembersTexts) => [
  { title: t('import.row'), dataIndex: 'row', key: 'row', width: 70 },
  {
    title: t('import.member'),
    dataIndex: 'member',
    key: 'member',
    render: (member: string | null | undefined) => member || '—',
  },
  { title: t('import.error'), dataIndex: 'error', key: 'error' },
];

function ImportResult({ result, fileName, onAgain, onClose }: ImportResultProps) {
  const notices = result.notices ?? [];
  const t = useAdminMembersTexts();
  return (
    <div className="import-result">
      <div className="import-counts">
        <div className="import-count tone-green">
          <span className="import-count-value">{formatCount(result.imported)}</span>
          <span>{t('import.importedCount')}</span>
        </div>
        <div className="import-count tone-red">
          <span className="import-count-value">{formatCount(result.failed)}</span>
          <span>{t('import.failedCount')}</span>
        </div>
      </div>
      {notices.map((notice) => (
        <Alert key={notice} type="info" showIcon className="import-notice" title={notice} />
      ))}
      {result.failedRowsCsv ? (
        <div className="import-failed-rows">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => saveCsvText(result.failedRowsCsv!, failedRowsFileName(fileName))}
          >
            {t('import.downloadFailed')}
          </Button>
          <span className="muted">{t('import.fixRows')}</span>
        </div>
      ) : null}
      {result.errors.length ? (
        <Table<ImportRowError>
          size="small"
          className="import-errors"
          rowKey={(row) => `${row.row}-${row.error}`}
          columns={errorColumns(t)}
          dataSource={result.errors}
          pagination={result.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          title={() => t('import.failedRows')}
        />
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onAgain}>{t('import.again')}</Button>
        <Button type="primary" onClick={onClose}>
          {t('import.close')}
        </Button>
      </div>
    </div>
  );
}
