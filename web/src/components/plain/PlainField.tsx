import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { PlainIcon } from '../PlainIcon';
import { EyeInvisibleOutlined, EyeOutlined } from './plain-icons';

/** The ids a field's control is described by: its hint (`<id>_extra`) and its message (`<id>_help`). */
export function describedBy(id: string, { error, extra }: { error?: string; extra?: boolean }): string | undefined {
  const ids = [extra ? `${id}_extra` : null, error ? `${id}_help` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface PlainFieldProps {
  id: string;
  label: string;
  /** Shows the required mark (drawn by CSS, so it is not part of the label's name). */
  required?: boolean;
  error?: string;
  /** A hint under the control; the control names it with `describedBy(id, { extra: true })`. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form field in the look of antd's vertical Form.Item: label, control, hint, message. */
export function PlainField({ id, label, required, error, extra, className, children }: PlainFieldProps) {
  return (
    <div className={['plain-field', error ? 'plain-field-has-error' : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={id} className={required ? 'plain-label plain-label-required' : 'plain-label'}>
        {label}
      </label>
      {children}
      {extra ? (
        <div id={`${id}_extra`} className="plain-field-extra">
          {extra}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}_help`} className="plain-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text input with an icon before it, like antd's `Input prefix`. */
export function AffixInput({ icon, className, ...input }: InputProps & { icon: IconDefinition }) {
  return (
    <span className={['plain-affix', className ?? ''].join(' ').trim()}>
      <PlainIcon icon={icon} className="plain-affix-icon" />
      <input {...input} />
    </span>
  );
}

/** A password input whose characters can be shown, like antd's `Input.Password` (with an icon before it, or none). */
export function PasswordInput({
  icon,
  showLabel = 'Show',
  ...input
}: Omit<InputProps, 'type'> & {
  icon?: IconDefinition;
  /** The show button's name, in the page's language. */ showLabel?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <span className="plain-affix">
      {icon ? <PlainIcon icon={icon} className="plain-affix-icon" /> : null}
      <input {...input} type={shown ? 'text' : 'password'} />
      {/* Named 'Show' (not '… password') so that the field stays the only thing labelled 'Password'. */}
      <button
        type="button"
        className="plain-affix-toggle"
        aria-label={showLabel}
        aria-pressed={shown}
        aria-controls={input.id}
        disabled={input.disabled}
        onClick={() => setShown((value) => !value)}
      >
        <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </span>
  );
}
