import { Type } from '@sinclair/typebox';
import { messageKeysOf, messages } from './message-keys';
import {
  CommentTextSchema,
  DeletionReasonSchema,
  EmailSchema,
  MessageTextSchema,
  PasswordSchema,
  UsernameSchema,
  VALIDATION_MESSAGE_KEYS,
} from './validation.schema';
import { validate } from './validate';
import { FeedbackSchema, SatisfactionSurveySchema, ThirdPartyIdentifiersSchema } from './feedback.schema';
import { isValidUsername } from '../constants';

const keysOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors.map((e) => e.messageKey));

describe('UsernameSchema', () => {
  it.each(['ali', 'ali.veli', 'a-b_c~d.e', 'x'.repeat(30), '123'])('accepts %s', (name) => {
    expect(validate(UsernameSchema, name)).toEqual({ ok: true, value: name });
  });

  it('rejects lengths outside 3..30', () => {
    expect(keysOf(validate(UsernameSchema, 'ab'))).toEqual(['validation.username.length']);
    expect(keysOf(validate(UsernameSchema, 'x'.repeat(31)))).toEqual(['validation.username.length']);
  });

  it.each(['Ali', 'ali veli', 'ali@x', 'çağla', 'ali/'])('rejects characters in %s', (name) => {
    expect(keysOf(validate(UsernameSchema, name))).toEqual(['validation.username.pattern']);
  });

  it('rejects non-strings', () => {
    expect(keysOf(validate(UsernameSchema, 42))).toEqual(['validation.username.pattern']);
  });

  // The settings form checks a username as it is typed without loading the schemas.
  it.each(['ali', 'ali.veli', 'a-b_c~d.e', 'x'.repeat(30), 'x'.repeat(31), '123', '', 'ab', 'Ali', 'ali veli', 'ali@x', 'çağla', 'ali/', 'ali\n', ' ali'])(
    'isValidUsername agrees with the schema on %j',
    (name) => {
      expect(isValidUsername(name)).toBe(validate(UsernameSchema, name).ok);
    },
  );
});

describe('EmailSchema', () => {
  it.each(['a@b.co', 'first.last-x@mail.example.com', 'a_b@host.museum', 'x@10.0.0.1'])('accepts %s', (email) => {
    expect(validate(EmailSchema, email).ok).toBe(true);
  });

  it.each(['a@b', 'a@b.c', 'a b@c.com', '@c.com', 'a@b.1234', 'a+b@c.com', `a@b.${'x'.repeat(64)}`])(
    'rejects %s',
    (email) => {
      expect(keysOf(validate(EmailSchema, email))).toEqual(['validation.email.invalid']);
    },
  );
});

describe('PasswordSchema', () => {
  it('needs at least 6 characters', () => {
    expect(validate(PasswordSchema, 'abcdef').ok).toBe(true);
    expect(keysOf(validate(PasswordSchema, 'abcde'))).toEqual(['validation.password.length']);
    expect(keysOf(validate(PasswordSchema, 'x'.repeat(129)))).toEqual(['validation.password.tooLong']);
  });
});

describe('CommentTextSchema', () => {
  it('allows 5..1000 characters of real text', () => {
    expect(validate(CommentTextSchema, 'güzel').ok).toBe(true);
    expect(validate(CommentTextSchema, 'x'.repeat(1000)).ok).toBe(true);
    expect(keysOf(validate(CommentTextSchema, 'kısa'))).toEqual(['validation.comment.length']);
    expect(keysOf(validate(CommentTextSchema, 'x'.repeat(1001)))).toEqual(['validation.comment.length']);
    expect(keysOf(validate(CommentTextSchema, '       '))).toEqual(['validation.comment.required']);
  });
});

describe('MessageTextSchema', () => {
  it('allows up to 3000 non-blank characters', () => {
    expect(validate(MessageTextSchema, 'selam').ok).toBe(true);
    expect(validate(MessageTextSchema, 'x'.repeat(3000)).ok).toBe(true);
    expect(keysOf(validate(MessageTextSchema, 'x'.repeat(3001)))).toEqual(['validation.message.length']);
    expect(keysOf(validate(MessageTextSchema, ''))).toEqual(['validation.message.required']);
    expect(keysOf(validate(MessageTextSchema, ' \n '))).toEqual(['validation.message.required']);
  });
});

describe('DeletionReasonSchema', () => {
  it('allows blank and up to 500 characters', () => {
    expect(validate(DeletionReasonSchema, '').ok).toBe(true);
    expect(validate(DeletionReasonSchema, 'x'.repeat(500)).ok).toBe(true);
    expect(keysOf(validate(DeletionReasonSchema, 'x'.repeat(501)))).toEqual(['validation.deletionReason.length']);
  });
});

describe('FeedbackSchema', () => {
  const valid = { name: 'Ayşe', email: 'ayse@example.com', message: 'Harika bir site', type: 'suggestion' };

  it('accepts a complete feedback', () => {
    const full = { ...valid, type: 'bug', username: 'ayse', url: 'https://x.test/haber/a?b=1', thirdPartyIdentifiers: { trackerId: 'a_1', 'ad:id': 'x' } };
    expect(validate(FeedbackSchema, full)).toEqual({ ok: true, value: full });
    expect(validate(FeedbackSchema, { ...valid, url: '/haber/bir-haber-10001?utm=x' }).ok).toBe(true);
  });

  it('reports every invalid field once with its path', () => {
    const result = validate(FeedbackSchema, { name: '  ', email: 'nope', message: 'kısa', type: 'praise' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'name', messageKey: 'validation.feedback.name.required' },
        { path: 'email', messageKey: 'validation.email.invalid' },
        { path: 'message', messageKey: 'validation.feedback.message.length' },
        { path: 'type', messageKey: 'feedback.validation.type' },
      ],
    });
  });

  it('reports missing required fields', () => {
    expect(validate(FeedbackSchema, {})).toEqual({
      ok: false,
      errors: [
        { path: 'name', messageKey: 'validation.feedback.name.required' },
        { path: 'email', messageKey: 'validation.email.required' },
        { path: 'message', messageKey: 'validation.feedback.message.length' },
        { path: 'type', messageKey: 'feedback.validation.type' },
      ],
    });
  });

  it.each(['//evil.example/x', 'javascript:alert(1)', '/a b', '/\\evil', 'ftp://x.test/', `/${'x'.repeat(2048)}`])('refuses the page address %s', (url) => {
    expect(keysOf(validate(FeedbackSchema, { ...valid, url }))).toEqual(['feedback.validation.url']);
  });

  it('keeps third-party identifiers small and flat', () => {
    const nine = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`k${index}`, 'v']));
    expect(keysOf(validate(FeedbackSchema, { ...valid, thirdPartyIdentifiers: nine }))).toEqual(['feedback.validation.identifiers']);
    expect(keysOf(validate(FeedbackSchema, { ...valid, thirdPartyIdentifiers: { a: 'x'.repeat(129) } }))).toEqual(['feedback.validation.identifiers']);
    expect(validate(FeedbackSchema, { ...valid, thirdPartyIdentifiers: { a: { nested: 'x' } } }).ok).toBe(false);
    expect(validate(ThirdPartyIdentifiersSchema, { 'bad key': 'x' }).ok).toBe(false);
    expect(validate(ThirdPartyIdentifiersSchema, { a: 'x'.repeat(128) }).ok).toBe(true);
  });

  it('rejects unknown properties', () => {
    expect(validate(FeedbackSchema, { ...valid, admin: true })).toEqual({
      ok: false,
      errors: [{ path: 'admin', messageKey: 'validation.unexpected' }],
    });
  });
});

describe('SatisfactionSurveySchema', () => {
  const valid = { experienceLevel: 4, recommendationLevel: 9, encounteredIssue: false };

  it('takes the scales 1–5 and 0–10, the rest optional', () => {
    expect(validate(SatisfactionSurveySchema, valid).ok).toBe(true);
    expect(validate(SatisfactionSurveySchema, { experienceLevel: 1, recommendationLevel: 0, encounteredIssue: true, improvementSuggestion: 'Daha hızlı olsun', name: 'Ali', email: 'ali@example.com', url: '/' }).ok).toBe(true);
  });

  it.each([
    [{ ...valid, experienceLevel: 0 }, 'survey.validation.experience'],
    [{ ...valid, experienceLevel: 6 }, 'survey.validation.experience'],
    [{ ...valid, experienceLevel: 3.5 }, 'survey.validation.experience'],
    [{ ...valid, recommendationLevel: 11 }, 'survey.validation.recommendation'],
    [{ ...valid, recommendationLevel: -1 }, 'survey.validation.recommendation'],
    [{ ...valid, encounteredIssue: 'yes' }, 'survey.validation.issue'],
    [{ ...valid, improvementSuggestion: 'x'.repeat(2001) }, 'survey.validation.suggestion'],
    [{ ...valid, email: 'nope' }, 'validation.email.invalid'],
  ])('refuses %j with its own message', (value, key) => {
    expect(keysOf(validate(SatisfactionSurveySchema, value))).toEqual([key]);
  });

  it('names each missing answer', () => {
    expect(keysOf(validate(SatisfactionSurveySchema, {}))).toEqual(['survey.validation.experience', 'survey.validation.recommendation', 'survey.validation.issue']);
  });
});

describe('validate', () => {
  it('falls back to generic keys and dotted paths', () => {
    const schema = Type.Object({ items: Type.Array(Type.Object({ title: Type.String({ minLength: 2 }) })) });
    expect(validate(schema, { items: [{ title: 'ok' }, { title: 'x' }] })).toEqual({
      ok: false,
      errors: [{ path: 'items.1.title', messageKey: 'validation.tooShort' }],
    });
    expect(validate(schema, { items: [{}] })).toEqual({
      ok: false,
      errors: [{ path: 'items.0.title', messageKey: 'validation.required' }],
    });
    expect(validate(Type.Integer(), 'x')).toEqual({ ok: false, errors: [{ path: '', messageKey: 'validation.invalid' }] });
  });

  it('unescapes JSON pointer segments', () => {
    const schema = Type.Object({ 'a/b': Type.String() });
    expect(validate(schema, { 'a/b': 1 })).toEqual({ ok: false, errors: [{ path: 'a/b', messageKey: 'validation.invalid' }] });
  });

  it('does not change the value', () => {
    const value = { name: 'Ayşe', email: 'ayse@example.com', message: 'Harika bir site', type: 'bug' };
    const copy = JSON.parse(JSON.stringify(value));
    validate(FeedbackSchema, value);
    expect(value).toEqual(copy);
  });
});

describe('message keys', () => {
  it('are invisible to JSON', () => {
    expect(JSON.stringify(UsernameSchema)).not.toContain('validation.');
    expect(messageKeysOf(UsernameSchema)?.pattern).toBe('validation.username.pattern');
    expect(messageKeysOf(Type.Object({}, messages({ required: 'x' })))).toEqual({ required: 'x' });
    expect(messageKeysOf(null)).toBeUndefined();
  });

  it('survive composition into objects', () => {
    expect(messageKeysOf(FeedbackSchema.properties.email)?.pattern).toBe('validation.email.invalid');
  });

  it('are all listed for translation', () => {
    const schemas = [
      UsernameSchema,
      EmailSchema,
      PasswordSchema,
      CommentTextSchema,
      MessageTextSchema,
      DeletionReasonSchema,
      ...Object.values(FeedbackSchema.properties),
      ...Object.values(SatisfactionSurveySchema.properties),
      ThirdPartyIdentifiersSchema,
      ThirdPartyIdentifiersSchema.patternProperties[Object.keys(ThirdPartyIdentifiersSchema.patternProperties)[0] as string],
    ];
    for (const schema of schemas) {
      for (const key of Object.values(messageKeysOf(schema) ?? {})) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
    }
  });
});
