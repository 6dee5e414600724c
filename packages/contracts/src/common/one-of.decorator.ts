import { IsIn, IsOptional } from 'class-validator';

/**
 * An optional field that, when sent, must be one of `values`; refused with "<field> must be one of a, b, c", the
 * words every list query and form answers with.
 */
export function IsOptionalOneOf(values: readonly string[]): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsIn([...values], { message: `${String(key)} must be one of ${values.join(', ')}` })(target, key);
  };
}
