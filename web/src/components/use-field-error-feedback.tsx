import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useCommonTexts } from '../i18n/common-texts';

type NamePath = string | number | (string | number)[];

export interface FieldProblem {
  name: NamePath;
  errors: string[];
}

/**
 * After a failed submit: focus moves to the first field in error and the errors are read out through
 * a live region (issue 8; WCAG 3.3.1, 4.1.3). antd shows the messages under the fields but neither
 * moves focus nor announces them. Render `announcer` once inside the form.
 */
export function useFieldErrorFeedback<Values>(form: FormInstance<Values>) {
  const t = useCommonTexts();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));

  const focusFirst = (problems: FieldProblem[]) => {
    const first = problems[0];
    if (!first) return;
    form.scrollToField(first.name, { block: 'center', focus: true });
    announce(t('form.correct', { messages: problems.flatMap((problem) => problem.errors.slice(0, 1)).join(' ') }));
  };

  /** Marks the fields (e.g. from the server's answer), then focuses and announces the first. */
  const report = (problems: FieldProblem[]) => {
    form.setFields(problems.map((problem) => ({ name: problem.name as never, errors: problem.errors })));
    focusFirst(problems);
  };

  /** For antd's `onFinishFailed`: its own rules failed. */
  const onFinishFailed = ({ errorFields }: { errorFields: FieldProblem[] }) => focusFirst(errorFields);

  // A new element per announcement, so the same message after a second failed submit is read again.
  const announcer = (
    <div key={announcement.count} role="alert" className="visually-hidden">
      {announcement.text}
    </div>
  );

  return { report, onFinishFailed, focusFirst, announce, announcer };
}
