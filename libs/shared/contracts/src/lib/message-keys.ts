import type { SchemaOptions } from '@sinclair/typebox';

/**
 * Per-rule i18n keys ride on schemas under a symbol: symbols are invisible to JSON, so Ajv in
 * strict mode (Fastify) and the OpenAPI output never see them, while TypeBox keeps them when it
 * composes and clones schemas.
 */
export const MESSAGE_KEYS: unique symbol = Symbol.for('meydan.contracts.messageKeys');

export type ValidationRule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'unexpected' | 'invalid';

export type MessageKeyMap = Partial<Record<ValidationRule, string>>;

/** Keys used when a schema carries no key for the failed rule. */
export const GENERIC_MESSAGE_KEYS: Readonly<Record<ValidationRule, string>> = {
  required: 'validation.required',
  minLength: 'validation.tooShort',
  maxLength: 'validation.tooLong',
  pattern: 'validation.invalid',
  unexpected: 'validation.unexpected',
  invalid: 'validation.invalid',
};

export function messages(keys: MessageKeyMap): SchemaOptions {
  return { [MESSAGE_KEYS]: keys };
}

export function messageKeysOf(schema: unknown): MessageKeyMap | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  return (schema as { [MESSAGE_KEYS]?: MessageKeyMap })[MESSAGE_KEYS];
}
