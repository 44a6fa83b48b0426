import { Type } from '@sinclair/typebox';
import { messageKeysOf, messages } from './message-keys';
import {
  CommentTextSchema,
  DeletionReasonSchema,
  EmailSchema,
  FeedbackSchema,
  MessageTextSchema,
  PasswordSchema,
  UsernameSchema,
  VALIDATION_MESSAGE_KEYS,
} from './validation.schema';
import { validate } from './validate';
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
  const valid = { name: 'Ayşe', email: 'ayse@example.com', message: 'Harika bir site' };

  it('accepts a complete feedback', () => {
    const full = { ...valid, type: 'bug', username: 'ayse', url: 'https://x.test', thirdPartyIdentifiers: { ga: '1' } };
    expect(validate(FeedbackSchema, full)).toEqual({ ok: true, value: full });
  });

  it('reports every invalid field once with its path', () => {
    const result = validate(FeedbackSchema, { name: '  ', email: 'nope', message: 'kısa' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'name', messageKey: 'validation.feedback.name.required' },
        { path: 'email', messageKey: 'validation.email.invalid' },
        { path: 'message', messageKey: 'validation.feedback.message.length' },
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
      ],
    });
  });

  it('rejects unknown properties', () => {
    expect(validate(FeedbackSchema, { ...valid, admin: true })).toEqual({
      ok: false,
      errors: [{ path: 'admin', messageKey: 'validation.unexpected' }],
    });
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
    const value = { name: 'Ayşe', email: 'ayse@example.com', message: 'Harika bir site' };
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
    ];
    for (const schema of schemas) {
      for (const key of Object.values(messageKeysOf(schema) ?? {})) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
    }
  });
});
