import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value, type ValueError, ValueErrorType } from '@sinclair/typebox/value';
import { GENERIC_MESSAGE_KEYS, messageKeysOf, type ValidationRule } from './message-keys';

// TypeBox fails unknown formats, unlike Ajv with ajv-formats, so register the ones contracts use.
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
}

export interface ValidationIssue {
  /** Dotted path of the field (`username`, `items.0.title`); '' for the value itself. */
  path: string;
  /** An i18n key of the `common` namespace. */
  messageKey: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };

function ruleOf(error: ValueError): ValidationRule {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required';
    case ValueErrorType.StringMinLength:
    case ValueErrorType.ArrayMinItems:
      return 'minLength';
    case ValueErrorType.StringMaxLength:
    case ValueErrorType.ArrayMaxItems:
      return 'maxLength';
    case ValueErrorType.StringPattern:
    case ValueErrorType.StringFormat:
      return 'pattern';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'unexpected';
    default:
      return 'invalid';
  }
}

function toPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/**
 * Checks a value against a contract schema without changing it. One issue per field: the first
 * failed rule is the one worth telling the user about.
 */
export function validate<T extends TSchema>(schema: T, value: unknown): ValidationResult<Static<T>> {
  if (Value.Check(schema, value)) return { ok: true, value: value as Static<T> };
  const errors: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of Value.Errors(schema, value)) {
    const path = toPath(error.path);
    if (seen.has(path)) continue;
    seen.add(path);
    const rule = ruleOf(error);
    const keys = messageKeysOf(error.schema);
    errors.push({ path, messageKey: keys?.[rule] ?? keys?.invalid ?? GENERIC_MESSAGE_KEYS[rule] });
  }
  return { ok: false, errors };
}
