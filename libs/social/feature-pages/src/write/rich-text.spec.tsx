import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from '@meydan/shared/util/i18n';
import { sanitizer } from '../lazy/sanitizer-loader';
import { socialI18n } from '../testing/write-test-kit';
import { plainParagraphs, RichTextField } from './rich-text';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

// Its own file: the sanitizer must not have been fetched yet when these start.
describe('rich text before its sanitizer has arrived', () => {
  it('fetches the sanitizer on focus; an early change goes out at once as plain words, then cleaned with its formatting', async () => {
    const onChange = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RichTextField label="Text" value="" onChange={onChange} />
      </I18nextProvider>,
    );
    expect(sanitizer.loaded()).toBeUndefined();
    const area = screen.getByRole('textbox', { name: 'Text' });
    act(() => area.focus());
    area.innerHTML = '<p onmouseover="steal()">Gulls <b>wake</b> up early.<script>alert(1)</script></p>';
    fireEvent.input(area);
    // Nothing unsanitized is ever reported: the words alone, escaped, before the sanitizer is here.
    expect(onChange.mock.calls).toEqual([['<p>Gulls wake up early.</p>']]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Gulls <strong>wake</strong> up early.</p>'));
    expect(sanitizer.loaded()).toBeDefined();
  });
});

describe('plain paragraphs', () => {
  it('keeps one paragraph per block or list item, escapes markup and drops what is never text', () => {
    const area = document.createElement('div');
    area.innerHTML = 'Loose <i>words</i><div>a &lt;b&gt; line<br>broken</div><ul><li>one</li><li> </li><li>two</li></ul><p><style>p{}</style></p>';
    expect(plainParagraphs(area)).toBe('<p>Loose words</p><p>a &lt;b&gt; line broken</p><p>one</p><p>two</p>');
  });
});
