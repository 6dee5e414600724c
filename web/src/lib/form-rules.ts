import type { FormRule } from 'antd';
import { firstFailure, type FieldRule } from '@portal/contracts/rules';

/** The shared rules (packages/contracts/src/rules) as antd form rules: the first failing one gives the message. */
export function formRules(rules: readonly FieldRule[]): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const failure = firstFailure(rules, value);
        if (failure) throw new Error(failure.message);
      },
    },
  ];
}
