import { useImperativeHandle, useRef, type Ref } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { formatFileSize } from '../../lib/format';

interface FileFieldProps {
  /** Set by Form.Item so its label points at the file input. */
  id?: string;
  /** The field's name as its label shows it: the button is announced as 'Passport Photo: choose file'. */
  label: string;
  /** Set by Form.Item: focusing the field (after a failed submit) focuses its button. */
  ref?: Ref<{ focus: () => void }>;
  value?: File | null;
  onChange?: (file: File | null) => void;
  accept: string;
  hint: string;
}

/**
 * One file for a form field. The native input keeps the label association (clicking 'Passport Photo'
 * opens the picker, and browser tests can set files on it); the button is what sighted users see.
 */
export function FileField({ id, label, ref, value, onChange, accept, hint }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => button.current?.focus() }), []);
  const hintId = id ? `${id}-hint` : undefined;
  const action = value ? 'Change file' : 'Choose file';
  return (
    <div className="file-field">
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        className="file-field-input"
        tabIndex={-1}
        aria-describedby={hintId}
        onChange={(event) => {
          onChange?.(event.target.files?.[0] ?? null);
          // Cleared so choosing the same file again after removing it still counts as a change.
          event.target.value = '';
        }}
      />
      <div className="file-field-row">
        <Button
          ref={button}
          icon={<UploadOutlined />}
          aria-label={`${label}: ${action.toLowerCase()}`}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {action}
        </Button>
        {value ? (
          <span className="file-field-name">
            {value.name} <span className="muted">({formatFileSize(value.size)})</span>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${value.name}`}
              onClick={() => onChange?.(null)}
            />
          </span>
        ) : (
          <span className="muted">No file chosen</span>
        )}
      </div>
      <p className="file-field-hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
