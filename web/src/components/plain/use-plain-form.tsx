import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useCommonTexts } from '../../i18n/common-texts';

/** A field's check: its message, or null when the value passes. `values`: the whole form's, as the field changes. */
export type FieldCheck<V extends object = object> = (value: unknown, values: Partial<V>) => string | null;

export interface FieldProblem<K extends string> {
  name: K;
  message: string;
}

export interface PlainFormOptions<V extends object> {
  /** Prefix of the fields' ids: `<name>_<field>`, the ids antd gave them (browser tests and labels use them). */
  name: string;
  /** Every field in page order: the first field in error is the first of these. */
  fields: readonly (keyof V & string)[];
  initialValues?: Partial<V>;
  checks?: Partial<Record<keyof V & string, FieldCheck<V>>>;
  /** Checked as soon as they change (choices, files); the others when they lose focus. */
  checkedOnChange?: readonly (keyof V & string)[];
  /**
   * Fields checked again when another changes (antd's `dependencies`): `{ newPassword: ['confirmPassword'] }`
   * checks the confirmation again as the new password is edited, once the confirmation was typed or shows a message.
   */
  dependents?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
  /**
   * How a message is shown: the checks give the contract's English, which a translated form turns into the
   * chosen language's words when it renders (so a message already shown changes with the language too).
   */
  shown?: (message: string) => string;
}

interface Focusable {
  focus: (options?: FocusOptions) => void;
  scrollIntoView?: (options?: ScrollIntoViewOptions) => void;
}

/**
 * The state of a plain form (no antd): values, one message per field, and after a failed submit the
 * focus on the first field in error with the errors read out through a live region (issue 8; WCAG 3.3.1,
 * 4.1.3), as `use-field-error-feedback` does for antd's forms. A field showing an error is checked again
 * as it is edited, so the message goes once the value is right.
 */
export function usePlainForm<V extends object>({
  name,
  fields,
  initialValues = {},
  checks = {},
  checkedOnChange = [],
  dependents = {},
  shown = (message) => message,
}: PlainFormOptions<V>) {
  type K = keyof V & string;
  // The member pages' text store, not i18next (issue 30): a member page using this hook loads no i18next.
  const t = useCommonTexts();
  const [values, setValues] = useState<Partial<V>>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [announcement, setAnnouncement] = useState<{ messages: string[]; count: number }>({ messages: [], count: 0 });
  const targets = useRef(new Map<K, Focusable>());
  const pendingFocus = useRef<K | null>(null);

  // Focus after the messages have rendered, so a screen reader reads the field with its message.
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    const target = targets.current.get(key);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  });

  const check = (key: K, value: unknown, all: Partial<V> = values): string | null => checks[key]?.(value, all) ?? null;
  const setError = (key: K, message: string | null) =>
    setErrors((current) => ({ ...current, [key]: message ?? undefined }));

  const setValue = (key: K, value: V[K] | undefined) => {
    const next = { ...values, [key]: value } as Partial<V>;
    setValues((current) => ({ ...current, [key]: value }));
    if (checkedOnChange.includes(key) || errors[key]) setError(key, check(key, value, next));
    for (const other of dependents[key] ?? []) {
      const typed = next[other] !== undefined && next[other] !== '';
      if (typed || errors[other]) setError(other, check(other, next[other], next));
    }
  };

  /** Back to `to` (else the initial values) with no messages: after a save, the stored values. */
  const reset = (to: Partial<V> = initialValues) => {
    setValues(to);
    setErrors({});
  };

  const focusField = (key: K) => {
    pendingFocus.current = key;
    // A render is needed for the effect above to run.
    setAnnouncement((current) => ({ ...current }));
  };

  /** Marks the fields (from the form's checks or the server's answer), focuses the first and reads them out. */
  const report = (problems: FieldProblem<K>[]) => {
    const ordered = [...problems].sort((a, b) => fields.indexOf(a.name) - fields.indexOf(b.name));
    const first = ordered[0];
    if (!first) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(ordered.map((p) => [p.name, p.message])) }));
    pendingFocus.current = first.name;
    setAnnouncement((current) => ({ messages: ordered.map((p) => p.message), count: current.count + 1 }));
  };

  /** Runs every check; reports and returns false when any fails. */
  const validate = (): boolean => {
    const problems = fields.flatMap((key) => {
      const message = check(key, values[key]);
      return message ? [{ name: key, message }] : [];
    });
    report(problems);
    return problems.length === 0;
  };

  const id = (key: K) => `${name}_${key}`;

  /** Where focus goes for this field (the input itself, or a file field's button). */
  const focusTarget = (key: K) => (el: Focusable | null) => {
    if (el) targets.current.set(key, el);
    else targets.current.delete(key);
  };

  /** The props of a text input, text area or select bound to `key`. */
  const bind = (key: K) => {
    const error = errors[key];
    return {
      id: id(key),
      name: key,
      value: (values[key] as string | undefined) ?? '',
      'aria-invalid': error ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(key, event.target.value as V[K]),
      onBlur: () => {
        if (!checkedOnChange.includes(key)) setError(key, check(key, values[key]));
      },
      ref: focusTarget(key),
    };
  };

  // A new element per announcement, so the same message after a second failed submit is read again.
  const announcer = (
    <div key={announcement.count} role="alert" className="visually-hidden">
      {announcement.messages.length
        ? t('form.correct', { messages: announcement.messages.map(shown).join(' ') })
        : null}
    </div>
  );

  // What the fields show: each message in the page's language.
  const shownErrors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) shownErrors[key] = shown(message);
  }

  return {
    values,
    errors: shownErrors,
    setValue,
    setError,
    report,
    validate,
    reset,
    focusField,
    bind,
    id,
    focusTarget,
    announcer,
  };
}
