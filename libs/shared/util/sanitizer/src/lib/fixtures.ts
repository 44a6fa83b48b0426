// XSS vectors and expected results shared by the browser and server specs, so both prove the
// same output.
export const SANITIZE_CASES: ReadonlyArray<[name: string, input: string, expected: string]> = [
  ['keeps allowed tags', '<p>Merhaba <strong>dünya</strong> <em>!</em></p>', '<p>Merhaba <strong>dünya</strong> <em>!</em></p>'],
  ['keeps lists', '<ul><li>a</li></ul><ol><li>b</li></ol>', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
  ['drops script blocks with content', '<p>a</p><script>alert(1)</script>b', '<p>a</p>b'],
  ['drops svg scripts', '<svg><script>alert(1)</script></svg>ok', 'ok'],
  ['drops svg onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>x', 'x'],
  ['drops img onerror', '<img src="x" onerror="alert(1)">text', 'text'],
  ['drops event handlers on allowed tags', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['drops style attributes', '<p style="color:red">x</p>', '<p>x</p>'],
  ['drops style blocks', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  [
    'drops javascript: links',
    '<a href="javascript:alert(1)">x</a>',
    '<a>x</a>',
  ],
  [
    'drops obfuscated javascript: links',
    '<a href="  JaVa&#x09;ScRiPt:alert(1)">x</a>',
    '<a>x</a>',
  ],
  [
    'drops data: links',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a>x</a>',
  ],
  [
    'keeps http links and sets rel and target',
    '<a href="https://example.com/a?b=1&amp;c=2" target="_self" rel="opener" title="t">x</a>',
    '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener noreferrer" target="_blank">x</a>',
  ],
  [
    'keeps relative and mailto links',
    '<a href="/haber/x-10001">a</a><a href="mailto:a@b.co">b</a>',
    '<a href="/haber/x-10001" rel="nofollow ugc noopener noreferrer" target="_blank">a</a><a href="mailto:a@b.co" rel="nofollow ugc noopener noreferrer" target="_blank">b</a>',
  ],
  ['unwraps disallowed tags but keeps their text', '<div><h1>Başlık</h1><span>metin</span></div>', 'Başlıkmetin'],
  ['drops iframes', '<iframe src="https://evil.test"></iframe>x', 'x'],
  ['drops forms', '<form action="/x"><input name="a"><button>b</button></form>', 'b'],
  ['drops data attributes', '<p data-x="1">x</p>', '<p>x</p>'],
  ['neutralises noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['escapes text', '1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
];

export const ARTICLE_CASES: ReadonlyArray<[name: string, input: string, expected: string]> = [
  [
    'keeps headings, quotes and figures',
    '<h2>A</h2><h3>B</h3><blockquote><p>C</p></blockquote><figure><img src="/media/1.jpg" alt="x" width="620" height="349"><figcaption>D</figcaption></figure>',
    '<h2>A</h2><h3>B</h3><blockquote><p>C</p></blockquote><figure><img src="/media/1.jpg" alt="x" width="620" height="349"><figcaption>D</figcaption></figure>',
  ],
  ['drops img handlers and styles', '<img src="/a.jpg" onerror="alert(1)" style="x" class="c">', '<img src="/a.jpg">'],
  ['drops data: image sources', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x">'],
  ['drops javascript: image sources', '<img src="javascript:alert(1)">', '<img>'],
  ['drops scripts', '<h2>x</h2><script>alert(1)</script>', '<h2>x</h2>'],
  ['does not allow h1 or tables', '<h1>t</h1><table><tr><td>c</td></tr></table>', 'tc'],
  [
    'marks external links only',
    '<a href="https://other.test/x">e</a><a href="/haber/x-10001">i</a>',
    '<a href="https://other.test/x" rel="noopener noreferrer" target="_blank">e</a><a href="/haber/x-10001">i</a>',
  ],
  [
    'ignores target and rel from the input',
    '<a href="/x" target="_blank" rel="opener">i</a>',
    '<a href="/x">i</a>',
  ],
];
