import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { GENERIC_MESSAGE_KEYS, validate } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { commonText } from './common-text';
import { localize, type LocalizedText } from './messages';

type Location = 'querystring' | 'params' | 'body' | 'headers';

const PREFIX: LocalizedText = { tr: 'Geçersiz istek', en: 'Invalid request', ru: 'Некорректный запрос' };

const LOCATION: Readonly<Record<Location, LocalizedText>> = {
  querystring: { tr: 'sorgu parametresi', en: 'query parameter', ru: 'параметр запроса' },
  params: { tr: 'yol parametresi', en: 'path parameter', ru: 'параметр пути' },
  body: { tr: 'alanı', en: 'field', ru: 'поле' },
  headers: { tr: 'başlığı', en: 'header', ru: 'заголовок' },
};

const WHOLE: Readonly<Record<Location, LocalizedText>> = {
  querystring: { tr: 'sorgu', en: 'the query', ru: 'строка запроса' },
  params: { tr: 'adres', en: 'the path', ru: 'путь' },
  body: { tr: 'istek gövdesi', en: 'the request body', ru: 'тело запроса' },
  headers: { tr: 'başlıklar', en: 'the headers', ru: 'заголовки' },
};

const TYPE_NAMES: Readonly<Record<string, LocalizedText>> = {
  integer: { tr: 'bir tam sayı', en: 'an integer', ru: 'целым числом' },
  number: { tr: 'bir sayı', en: 'a number', ru: 'числом' },
  string: { tr: 'bir metin', en: 'a string', ru: 'строкой' },
  boolean: { tr: 'true ya da false', en: 'true or false', ru: 'значением true или false' },
  array: { tr: 'bir liste', en: 'a list', ru: 'списком' },
  object: { tr: 'bir nesne', en: 'an object', ru: 'объектом' },
  null: { tr: 'boş', en: 'null', ru: 'null' },
};

const RULES: Readonly<Record<string, LocalizedText>> = {
  minimum: { tr: 'en az {limit} olmalıdır', en: 'must be at least {limit}', ru: 'должен быть не меньше {limit}' },
  maximum: { tr: 'en fazla {limit} olmalıdır', en: 'must be at most {limit}', ru: 'должен быть не больше {limit}' },
  exclusiveMinimum: { tr: "{limit}'dan büyük olmalıdır", en: 'must be greater than {limit}', ru: 'должен быть больше {limit}' },
  exclusiveMaximum: { tr: "{limit}'dan küçük olmalıdır", en: 'must be less than {limit}', ru: 'должен быть меньше {limit}' },
  minLength: { tr: 'en az {limit} karakter olmalıdır', en: 'must be at least {limit} characters long', ru: 'должен содержать не менее {limit} символов' },
  maxLength: { tr: 'en fazla {limit} karakter olmalıdır', en: 'must be at most {limit} characters long', ru: 'должен содержать не более {limit} символов' },
  minItems: { tr: 'en az {limit} öğe içermelidir', en: 'must contain at least {limit} items', ru: 'должен содержать не менее {limit} элементов' },
  maxItems: { tr: 'en fazla {limit} öğe içermelidir', en: 'must contain at most {limit} items', ru: 'должен содержать не более {limit} элементов' },
  type: { tr: '{type} olmalıdır', en: 'must be {type}', ru: 'должен быть {type}' },
  oneOf: { tr: 'şunlardan biri olmalıdır: {values}', en: 'must be one of: {values}', ru: 'должен быть одним из: {values}' },
  format: { tr: 'biçimi geçersiz', en: 'has an invalid format', ru: 'имеет неверный формат' },
  required: { tr: 'zorunludur', en: 'is required', ru: 'обязателен' },
  additionalProperties: { tr: 'kabul edilmiyor', en: 'is not allowed', ru: 'не допускается' },
  invalid: { tr: 'geçersiz', en: 'is invalid', ru: 'недопустим' },
  character: { tr: 'izin verilmeyen bir karakter içeriyor', en: 'contains a character that is not allowed', ru: 'содержит недопустимый символ' },
  finite: { tr: 'sonlu bir sayı olmalıdır', en: 'must be a finite number', ru: 'должен быть конечным числом' },
};

/**
 * Field paths the message may quote: names a schema could declare. A key the client made up
 * (`<script>`, control characters, a novel) is not repeated back; the message names the place.
 */
const QUOTABLE_FIELD = /^[\w.-]{1,64}$/;

function fieldName(error: FastifySchemaValidationError): string {
  const fromPath = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const extra = error.params['missingProperty'] ?? error.params['additionalProperty'];
  const child = typeof extra === 'string' ? extra : '';
  const name = [fromPath, child].filter(Boolean).join('.');
  return QUOTABLE_FIELD.test(name) ? name : '';
}

function allowedValues(errors: readonly FastifySchemaValidationError[]): string[] {
  const values: string[] = [];
  for (const error of errors) {
    const single = error.params['allowedValue'];
    const many = error.params['allowedValues'];
    if (single !== undefined) values.push(String(single));
    if (Array.isArray(many)) values.push(...many.map(String));
  }
  return [...new Set(values)];
}

function rule(errors: readonly FastifySchemaValidationError[], language: Edition): string {
  const values = allowedValues(errors);
  if (values.length > 0) return localize(RULES['oneOf'] as LocalizedText, language, { values: values.join(', ') });
  const first = errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf') ?? errors[0];
  if (!first) return localize(RULES['invalid'] as LocalizedText, language);
  const keyword = first.keyword === 'pattern' ? 'format' : first.keyword;
  const template = RULES[keyword] ?? (RULES['invalid'] as LocalizedText);
  const type = first.params['type'];
  const typeName = typeof type === 'string' && TYPE_NAMES[type] ? localize(TYPE_NAMES[type], language) : String(type ?? '');
  const limit = first.params['limit'];
  return localize(template, language, { limit: typeof limit === 'number' ? limit : String(limit ?? ''), type: typeName });
}

function isLocation(value: string | undefined): value is Location {
  return value === 'querystring' || value === 'params' || value === 'body' || value === 'headers';
}

/**
 * Turns Ajv errors into one sentence for the user, about the first offending field:
 * `Invalid request: query parameter "limit" must be at most 50.`
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  language: Edition,
): string {
  const location: Location = isLocation(context) ? context : 'body';
  const first = errors[0];
  const field = first ? fieldName(first) : '';
  // A union reports one error per branch under the same path; they describe one problem.
  const related = first ? errors.filter((e) => e.instancePath === first.instancePath) : [];
  return sentence(location, field, rule(related, language), language);
}

function sentence(location: Location, field: string, what: string, language: Edition): string {
  const prefix = localize(PREFIX, language);
  if (!field) return `${prefix}: ${localize(WHOLE[location], language)} ${what}.`;
  const place = localize(LOCATION[location], language);
  switch (language) {
    case 'tr':
      return `${prefix}: "${field}" ${place} ${what}.`;
    case 'ru':
      return `${prefix}: ${place} «${field}» ${what}.`;
    default:
      return `${prefix}: ${place} "${field}" ${what}.`;
  }
}

/**
 * `Invalid request: field "title" contains a character that is not allowed.` in every edition's
 * language, for input the input guard refused (see input-guard.ts); `path` is where it sits.
 */
export function invalidInputMessage(location: 'querystring' | 'params' | 'body', path: readonly (string | number)[], why: 'character' | 'finite'): LocalizedText {
  const joined = path.join('.');
  const field = QUOTABLE_FIELD.test(joined) ? joined : '';
  const text = (language: Edition) => sentence(location, field, localize(RULES[why] as LocalizedText, language), language);
  return { tr: text('tr'), en: text('en'), ru: text('ru') };
}

const GENERIC_KEYS = new Set(Object.values(GENERIC_MESSAGE_KEYS));

function inputOf(request: FastifyRequest, location: Location): unknown {
  switch (location) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/**
 * The form's own sentence for a failed rule: when the route's schema is a contract schema whose
 * field carries an i18n message key (`messages()` in libs/shared/contracts), the API answers
 * with that key's text ("Username must be 3 to 30 characters long."), the same words the form
 * shows. Null when the first failing field has no specific key; the caller then names the
 * field and rule generically.
 */
export function keyedValidationMessage(request: FastifyRequest, context: string | undefined, language: Edition): string | null {
  const location: Location = isLocation(context) ? context : 'body';
  const schema = request.routeOptions?.schema?.[location === 'querystring' ? 'querystring' : location];
  if (!schema || typeof schema !== 'object') return null;
  let result: ReturnType<typeof validate>;
  try {
    result = validate(schema as Parameters<typeof validate>[0], inputOf(request, location));
  } catch {
    return null;
  }
  if (result.ok) return null;
  const first = result.errors[0];
  if (!first || GENERIC_KEYS.has(first.messageKey)) return null;
  const text = commonText(first.messageKey);
  return text ? localize(text, language) : null;
}
