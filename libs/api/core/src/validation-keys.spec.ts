import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { EmailSchema, UsernameSchema } from '@meydan/shared/contracts';
import { commonText, requireCommonText } from './common-text';
import { registerErrorHandling } from './error-handler';

describe('validation messages from contract message keys', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.get('/check', { schema: { querystring: Type.Object({ username: UsernameSchema }) } }, async () => ({ ok: true }));
    app.post('/mail', { schema: { body: Type.Object({ email: EmailSchema, count: Type.Integer() }) } }, async () => ({ ok: true }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("answers with the field's own form text in the request language", async () => {
    expect((await app.inject({ url: '/check?username=ab', headers: { 'x-edition': 'en' } })).json()).toEqual({
      message: 'Username must be 3 to 30 characters long.',
      statusCode: 400,
    });
    expect((await app.inject({ url: '/check?username=AB!', headers: { 'x-edition': 'tr' } })).json().message).toBe(
      'Kullanıcı adı yalnızca küçük harf, rakam ve - _ ~ . karakterlerini içerebilir.',
    );
    const mail = await app.inject({ method: 'POST', url: '/mail', headers: { 'x-edition': 'ru' }, payload: { email: 'x', count: 1 } });
    expect(mail.json()).toEqual({ message: 'Введите корректный адрес электронной почты.', statusCode: 400 });
  });

  it('falls back to naming the field and rule where the schema has no key', async () => {
    const response = await app.inject({ method: 'POST', url: '/mail', headers: { 'x-edition': 'en' }, payload: { email: 'a@b.co', count: 'x' } });
    expect(response.json()).toEqual({ message: 'Invalid request: field "count" must be an integer.', statusCode: 400 });
  });

  it('reads texts of the common namespace in every language', () => {
    expect(commonText('errors.wrongCredentials')?.en).toBe('Please enter correct username and password.');
    expect(commonText('no.such.key')).toBeUndefined();
    expect(() => requireCommonText('no.such.key')).toThrow(/no\.such\.key/);
  });
});
