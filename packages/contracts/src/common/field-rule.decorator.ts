import { ValidateBy, ValidationOptions } from 'class-validator';
import { FieldRule, firstFailure } from '../rules/field-rule';

/**
 * Runs shared rules (packages/contracts/src/rules) as a class-validator check,
 * so the server refuses with the same test and message as the web's form.
 */
export function SatisfiesRules(rules: readonly FieldRule[], options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'satisfiesRules',
      // Kept on the metadata so the API description can show the rules' schema keywords.
      constraints: [rules],
      validator: {
        validate: (value: unknown) => firstFailure(rules, value) === null,
        defaultMessage: (args) => firstFailure(rules, args?.value)?.message ?? 'is invalid',
      },
    },
    options,
  );
}
