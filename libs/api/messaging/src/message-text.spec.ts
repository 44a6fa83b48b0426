import fc from 'fast-check';
import { messageLength, messageTextProblem, normalizeMessageText } from './message-text';

describe('message text', () => {
  it('trims, unifies line breaks and drops invisible and control characters', () => {
    expect(normalizeMessageText('  \u202eselam\u200b\r\nnasılsın\u0000?\t ')).toBe('selam\nnasılsın?');
    expect(normalizeMessageText('a\n\n\n\n\nb')).toBe('a\n\nb');
    expect(normalizeMessageText('e\u0301')).toBe('é');
  });

  it('counts characters as a reader does and bounds them to 1..3000', () => {
    expect(messageLength('😀😀')).toBe(2);
    expect(messageTextProblem('')).toBe('required');
    expect(messageTextProblem('😀'.repeat(3000))).toBeNull();
    expect(messageTextProblem('a'.repeat(3001))).toBe('length');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (raw) => {
        const once = normalizeMessageText(raw);
        expect(normalizeMessageText(once)).toBe(once);
      }),
    );
  });

  it('checks the length after normalizing, since NFC can lengthen a text the schema let through', () => {
    // U+FB1D is a composition exclusion: NFC turns it into two code points.
    const raw = '\ufb1d'.repeat(3000);
    expect(messageLength(raw)).toBe(3000);
    expect(messageTextProblem(normalizeMessageText(raw))).toBe('length');
  });
});
