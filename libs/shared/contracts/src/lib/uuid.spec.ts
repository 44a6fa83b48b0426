import { Type } from '@sinclair/typebox';
import { CANONICAL_UUID_SOURCE, isCanonicalUuid, isUuid, UUID_PATTERN } from './uuid';
import { validate } from './validate';

const ID = '43eb5cc2-34cf-4694-9ce8-0cb379a97202';

describe('the uuid check', () => {
  it.each([ID, ID.toUpperCase(), '43EB5cc2-34cf-4694-9CE8-0cb379a97202', '00000000-0000-0000-0000-000000000000'])('takes %s in any letter case', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '10001',
    'kis-lastigi',
    `${ID}\n`,
    ` ${ID}`,
    `{${ID}}`,
    ID.replaceAll('-', ''),
    // Hex and dashes at the wrong places (36 characters): a cast of it would fail in PostgreSQL.
    '43eb5cc234cf-4694-9ce8-0cb379a97202-',
    '43eb5cc2-34cf-4694-9ce8-0cb379a9720g',
    '',
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('knows the canonical spelling (lower case) from the others', () => {
    expect(isCanonicalUuid(ID)).toBe(true);
    expect(isCanonicalUuid(ID.toUpperCase())).toBe(false);
    expect(isCanonicalUuid('10001')).toBe(false);
    expect(new RegExp(`^user:(${CANONICAL_UUID_SOURCE})$`).exec(`user:${ID}`)?.[1]).toBe(ID);
  });

  it('gives schemas the pattern the OpenAPI document has always carried', () => {
    expect(UUID_PATTERN).toBe('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$');
    const schema = Type.String({ pattern: UUID_PATTERN });
    expect(validate(schema, ID.toUpperCase()).ok).toBe(true);
    expect(validate(schema, '10001').ok).toBe(false);
  });
});
