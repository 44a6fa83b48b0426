import { encodeWindows1254 } from './windows-1254';

const decode = (bytes: Uint8Array) => new TextDecoder('windows-1254').decode(bytes);

describe('encodeWindows1254', () => {
  it('writes the Turkish letters where windows-1254 has them, not their Latin-1 neighbours', () => {
    expect([...encodeWindows1254('ĞİŞğış')]).toEqual([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);
    expect([...encodeWindows1254('ÇÖÜçöü')]).toEqual([0xc7, 0xd6, 0xdc, 0xe7, 0xf6, 0xfc]);
  });

  it('is the inverse of the decoder the parser uses, for every byte', () => {
    const all = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect([...encodeWindows1254(decode(all))]).toEqual([...all]);
    expect(decode(encodeWindows1254('TÜRKİYE VE YAKIN ÇEVRESİNDEKİ SON DEPREMLER — İlksel €'))).toBe('TÜRKİYE VE YAKIN ÇEVRESİNDEKİ SON DEPREMLER — İlksel €');
  });

  it("writes '?' for what the code page cannot hold, and a decomposed letter as the composed one", () => {
    expect(decode(encodeWindows1254('Ð Ñ 東 ✓'))).toBe('? Ñ ? ?');
    expect([...encodeWindows1254('I\u0307')]).toEqual([0xdd]);
  });
});
