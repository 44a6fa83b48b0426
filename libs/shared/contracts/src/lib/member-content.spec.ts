import { RejectBodySchema } from './editorial.schema';
import { htmlToPlainText, MemberArticleBodySchema, memberArticleSubmissionIssues, normalizeVideoUrl, type MemberArticleContent } from './member-content.schema';
import { messageKeysOf } from './message-keys';
import { validate } from './validate';
import { VALIDATION_MESSAGE_KEYS } from './validation.schema';

const ID = '0b9c1d3e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

describe('normalizeVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=43s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['http://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/76979871/1a2b3c4d5e', 'https://vimeo.com/76979871/1a2b3c4d5e'],
    ['https://player.vimeo.com/video/76979871?h=1a2b3c4d5e', 'https://vimeo.com/76979871/1a2b3c4d5e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871'],
  ])('%s → %s', (input, url) => {
    expect(normalizeVideoUrl(input)?.url).toBe(url);
  });

  it.each([
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://vimeo.com/76979871',
    'https://vimeo.com/about',
    'https://dailymotion.com/video/x7',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeVideoUrl(input)).toBeNull();
  });
});

describe('member article rules', () => {
  const complete: MemberArticleContent = {
    title: 'Kadıköy',
    summary: 'Notes.',
    categoryId: ID,
    coverImageId: ID,
    entries: [
      { type: 'text', html: '<p>Text</p>' },
      { type: 'image', imageId: ID },
      { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
      { type: 'item', title: 'Item', html: '<p>Item text</p>', imageId: null },
      { type: 'quiz', question: 'Q?', answers: [{ text: 'A', correct: true }, { text: 'B', correct: false }] },
    ],
  };

  it('lets a complete post through and names each missing part in reading order', () => {
    expect(memberArticleSubmissionIssues(complete)).toEqual([]);
    const issues = memberArticleSubmissionIssues({
      title: ' ',
      summary: '',
      categoryId: null,
      coverImageId: null,
      entries: [
        { type: 'text', html: '<p><strong> </strong></p>' },
        { type: 'quiz', question: 'Q?', answers: [{ text: 'A', correct: true }, { text: 'B', correct: true }] },
      ],
    });
    expect(issues.map((issue) => [issue.path, issue.messageKey.replace('validation.memberArticle.', '')])).toEqual([
      ['title', 'titleRequired'],
      ['categoryId', 'categoryRequired'],
      ['summary', 'summaryRequired'],
      ['coverImageId', 'coverRequired'],
      ['entries.0.html', 'textRequired'],
      ['entries.1.answers', 'oneCorrect'],
    ]);
  });

  it('checks limits on every save with the form’s own messages', () => {
    const result = validate(MemberArticleBodySchema, { ...complete, title: 'x'.repeat(121) });
    expect(result).toEqual({ ok: false, errors: [{ path: 'title', messageKey: 'validation.memberArticle.titleLength' }] });
    const answers = validate(MemberArticleBodySchema, { ...complete, entries: [{ type: 'quiz', question: 'Q', answers: Array.from({ length: 7 }, () => ({ text: 'a', correct: false })) }] });
    expect(answers.ok).toBe(false);
    expect(validate(RejectBodySchema, { reason: '  ' })).toEqual({ ok: false, errors: [{ path: 'reason', messageKey: 'validation.memberArticle.reasonRequired' }] });
  });

  it('lists every message key for translation', () => {
    for (const schema of [MemberArticleBodySchema.properties.title, MemberArticleBodySchema.properties.summary, MemberArticleBodySchema.properties.entries, RejectBodySchema.properties.reason]) {
      for (const key of Object.values(messageKeysOf(schema) ?? {})) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
    }
  });

  it('reads the words of rich text', () => {
    expect(htmlToPlainText('<p>Bir &amp; iki</p><ul><li>üç</li></ul><p>dört&nbsp;beş</p>')).toBe('Bir & iki\nüç\ndört beş');
  });
});
