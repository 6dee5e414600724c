import { useRef, type Ref } from 'react';
import { PlainIcon } from '../../components/PlainIcon';
import { DeleteOutlined, UploadOutlined } from '../../components/plain/plain-icons';
import { useTranslation } from '../../i18n/i18n';
import { formatFileSize } from '../../lib/format';
import '../../i18n/namespaces/register';

interface FileFieldProps {
  /** The id the field's label points at: the file input's. */
  id: string;
  /** The field's name as its label shows it: the button is announced as 'Passport Photo: choose file'. */
  label: string;
  /** Where focus goes after a failed submit: the button. */
  focusRef?: Ref<HTMLButtonElement>;
  value?: File | null;
  onChange: (file: File | null) => void;
  accept: string;
  hint: string;
  /** Set while the field shows a message (`<id>_help`), so the button is described by it too. */
  error?: string;
}

/**
 * One file for a form field. The native input keeps the label association (clicking 'Passport Photo'
 * opens the picker, and browser tests can set files on it); the button is what sighted users see.
 */
export function FileField({ id, label, focusRef, value, onChange, accept, hint, error }: FileFieldProps) {
  const { t } = useTranslation('register');
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const described = error ? `${hintId} ${id}_help` : hintId;
  const action = value ? t('file.change') : t('file.choose');
  const named = value ? t('file.changeFor', { label }) : t('file.chooseFor', { label });
  return (
    <div className="file-field">
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        className="file-field-input"
        tabIndex={-1}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Cleared so choosing the same file again after removing it still counts as a change.
          event.target.value = '';
        }}
      />
      <div className="file-field-row">
        <button
          ref={focusRef}
          type="button"
          className="plain-btn"
          aria-label={named}
          aria-describedby={described}
          onClick={() => input.current?.click()}
        >
          <PlainIcon icon={UploadOutlined} />
          {action}
        </button>
        {value ? (
          <span className="file-field-name">
            {value.name} <span className="muted">({formatFileSize(value.size)})</span>
            <button
              type="button"
              className="plain-btn plain-btn-text file-field-remove"
              aria-label={t('file.remove', { name: value.name })}
              onClick={() => onChange(null)}
            >
              <PlainIcon icon={DeleteOutlined} />
            </button>
          </span>
        ) : (
          <span className="muted">{t('file.none')}</span>
        )}
      </div>
      <p className="file-field-hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
