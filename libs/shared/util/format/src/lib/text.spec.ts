import { META_DESCRIPTION_MAX, stripHtml, truncate } from './text';

describe('truncate', () => {
  it('leaves short text alone (whitespace collapsed)', () => {
    expect(truncate('Kısa metin', 20)).toBe('Kısa metin');
    expect(truncate('  a \n  b  ', 20)).toBe('a b');
    expect(truncate('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts on a word boundary with an ellipsis within the limit', () => {
    expect(truncate('Dolar güne yükselişle başladı', 20)).toBe('Dolar güne…');
    const result = truncate('one two three four', 14);
    expect(result).toBe('one two three…');
    expect(result.length).toBeLessThanOrEqual(14);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncate('abc def ghi', 8)).toBe('abc def…');
  });

  it('drops dangling punctuation before the ellipsis', () => {
    expect(truncate('Birinci, ikinci, üçüncü', 17)).toBe('Birinci, ikinci…');
    expect(truncate('Hello - world again', 10)).toBe('Hello…');
  });

  it('cuts inside a word that is too long', () => {
    expect(truncate('Donaudampfschifffahrt', 10)).toBe('Donaudamp…');
  });

  it('never splits an emoji', () => {
    expect(truncate('abcdefgh😀xyz', 10)).toBe('abcdefgh…');
  });

  it('handles tiny limits', () => {
    expect(truncate('hello world', 1)).toBe('…');
    expect(truncate('hello world', 0)).toBe('');
  });

  it('defaults to the 160-character meta description limit', () => {
    expect(META_DESCRIPTION_MAX).toBe(160);
    const long = 'kelime '.repeat(40);
    const result = truncate(long);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('kelime…')).toBe(true);
  });
});

describe('stripHtml', () => {
  it('removes tags and collapses whitespace', () => {
    expect(stripHtml('<p>Merhaba <strong>dünya</strong></p><p>İkinci</p>')).toBe('Merhaba dünya İkinci');
    expect(stripHtml('a<br>b')).toBe('a b');
    expect(stripHtml('<a href="/x" title="a > b">link</a>')).toBe('link');
    expect(stripHtml("<img alt='1 > 0'>x")).toBe('x');
    expect(stripHtml('3 < 5 and 6 > 4')).toBe('3 < 5 and 6 > 4');
  });

  it('drops script, style and comments with their content', () => {
    expect(stripHtml('<p>a</p><script>alert("x")</script><style>p{}</style><!-- note -->b')).toBe('a b');
    expect(stripHtml('<SCRIPT type="x">1</SCRIPT >ok')).toBe('ok');
  });

  it('decodes entities', () => {
    expect(stripHtml('Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &#x15F;ey&nbsp;&hellip; &copy;')).toBe(
      'Tom & Jerry <3 "x" \'y\' şey … &copy;',
    );
    expect(stripHtml('&#0; &#x110000;')).toBe('&#0; &#x110000;');
  });

  it('returns an empty string for empty markup', () => {
    expect(stripHtml('')).toBe('');
    expect(stripHtml('<p> </p>')).toBe('');
  });
});
