import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { CloseOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCommonTexts } from '../i18n/common-texts';
import { formatFileSize } from '../lib/format';
import './file-picker.css';

interface FilePickerProps {
  /** Accessible name of the file input, e.g. 'CSV file'. */
  label: string;
  /** Hint for the browser's picker; dropped files bypass it, so callers still check what they get. */
  accept?: string;
  file: File | null;
  /** Called with the chosen or dropped file; null when the choice is cleared. */
  onChange: (file: File | null) => void;
  prompt?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A drop zone that is also the label of a real file input: click or keyboard opens the browser's
 * picker, dragging a file onto it works too, and browser tests can set files on the input directly.
 */
export function FilePicker({ label, accept, file, onChange, prompt, hint, disabled = false }: FilePickerProps) {
  const t = useCommonTexts();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer?.files?.[0];
    if (dropped) onChange(dropped);
  };

  return (
    <div className="file-picker-wrap">
      <label
        htmlFor={id}
        className={`file-picker${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop-zone"
      >
        <InboxOutlined className="file-picker-icon" aria-hidden />
        <span className="file-picker-prompt">{prompt ?? t('form.chooseFile')}</span>
        {hint ? <span className="file-picker-hint">{hint}</span> : null}
        <input
          id={id}
          type="file"
          className="file-picker-input"
          accept={accept}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so picking the same file again after removing it still fires a change.
            event.target.value = '';
            if (chosen) onChange(chosen);
          }}
        />
      </label>
      {file ? (
        <div className="file-picker-chosen">
          <PaperClipOutlined aria-hidden />
          <span className="file-picker-name">{file.name}</span>
          <span className="muted small">{formatFileSize(file.size)}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('form.removeFile', { name: file.name })}
            onClick={() => onChange(null)}
            disabled={disabled}
          />
        </div>
      ) : null}
    </div>
  );
}
