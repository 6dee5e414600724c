import { useState } from 'react';
import { Button, Modal, Progress, Table } from 'antd';
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

  if (result) return <ImportResult result={result} onAgain={again} onClose={onClose} />;

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
  onAgain: () => void;
  onClose: () => void;
}

const errorColumns = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 80 },
  { title: 'Error', dataIndex: 'error', key: 'error' },
];

function ImportResult({ result, onAgain, onClose }: ImportResultProps) {
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
