import { useState } from 'react';
import { Alert, Button, Modal, Progress, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { MemberImportColumnHelp } from '@portal/contracts/shapes';
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
  return (
    <Modal open={open} title="Import Members" onCancel={onClose} footer={null} width={640} destroyOnHidden>
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

  const choose = (chosen: File | null) => {
    if (chosen && !isCsvFile(chosen)) {
      toast.error('Invalid File Type', 'Please upload a CSV file');
      return;
    }
    setFile(chosen);
  };

  const start = async () => {
    if (!file) {
      toast.error('No File Selected', 'Please select a CSV file to import');
      return;
    }
    try {
      const answer = await importMembers.mutateAsync(file);
      setResult(answer);
      if (answer.failed > 0) {
        toast.warning('Import Completed with Errors', `Imported ${answer.imported} members, ${answer.failed} failed`);
      } else {
        toast.success('Import Successful', `Imported ${answer.imported} members`);
      }
    } catch (err) {
      const parsed = parseApiError(err);
      toast.error('Import Failed', parsed.status ? parsed.message || 'Import failed' : 'Import failed');
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
        label="CSV file"
        accept=".csv,text/csv"
        file={file}
        onChange={choose}
        prompt="Drag and drop a CSV file here, or click to browse"
        hint="Only .csv files"
        disabled={processing}
      />
      <section className="import-columns" aria-label="CSV columns">
        <p>
          <strong>Required columns:</strong> {MemberImportColumnHelp.required}
        </p>
        <p>
          <strong>Optional columns:</strong> {MemberImportColumnHelp.optional}
        </p>
        <p>
          <strong>Phone:</strong> {MemberImportColumnHelp.phone}
        </p>
        <Button type="link" icon={<DownloadOutlined />} onClick={() => downloadFile(MEMBERS_SAMPLE_CSV_URL)}>
          Download sample CSV
        </Button>
      </section>
      {processing ? (
        <div className="import-progress">
          <Progress percent={PROCESSING_PERCENT} status="active" showInfo={false} aria-label="Import progress" />
          <span className="muted">Processing...</span>
        </div>
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" onClick={start} loading={processing}>
          {processing ? 'Importing...' : 'Import CSV'}
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

const errorColumns = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 70 },
  {
    title: 'Member',
    dataIndex: 'member',
    key: 'member',
    render: (member: string | null | undefined) => member || '—',
  },
  { title: 'Error', dataIndex: 'error', key: 'error' },
];

function ImportResult({ result, fileName, onAgain, onClose }: ImportResultProps) {
  const notices = result.notices ?? [];
  return (
    <div className="import-result">
      <div className="import-counts">
        <div className="import-count tone-green">
          <span className="import-count-value">{formatCount(result.imported)}</span>
          <span>Imported</span>
        </div>
        <div className="import-count tone-red">
          <span className="import-count-value">{formatCount(result.failed)}</span>
          <span>Failed</span>
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
            Download failed rows
          </Button>
          <span className="muted">
            Fix the rows in the file (its error column says what is wrong) and import it again.
          </span>
        </div>
      ) : null}
      {result.errors.length ? (
        <Table<ImportRowError>
          size="small"
          className="import-errors"
          rowKey={(row) => `${row.row}-${row.error}`}
          columns={errorColumns}
          dataSource={result.errors}
          pagination={result.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          title={() => 'Rows that were not imported'}
        />
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onAgain}>Import Another File</Button>
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
