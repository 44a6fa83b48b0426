import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from '@meydan/shared/util/i18n';
import { sanitizer } from '../lazy/sanitizer-loader';
import { socialI18n } from '../testing/write-test-kit';
import { RichTextField } from './rich-text';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

// Its own file: the sanitizer must not have been fetched yet when these start.
describe('rich text before its sanitizer has arrived', () => {
  it('fetches the sanitizer on focus, and reports an early change cleaned once it is there', async () => {
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
    // Nothing unsanitized is ever reported: the change waits for the sanitizer.
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('<p>Gulls <strong>wake</strong> up early.</p>'));
    expect(sanitizer.loaded()).toBeDefined();
  });
});
