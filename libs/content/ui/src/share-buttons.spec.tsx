import { render, screen, within } from '@testing-library/react';
import { ShareButtons } from './share-buttons';

describe('ShareButtons', () => {
  it('shows each network as an icon, named for screen readers, without letters standing in for logos', () => {
    render(<ShareButtons url="https://meydan.test/haber/x-10001" text="X" label="Share" />);
    const row = screen.getByRole('group', { name: 'Share' });
    const buttons = [...within(row).getAllByRole('link'), within(row).getByRole('button')];
    expect(buttons).toHaveLength(5);
    for (const button of buttons) {
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      // Only the hidden name is text: no "W", "T", "f" or emoji glyphs.
      expect(button.textContent).toBe(button.querySelector('.visually-hidden')?.textContent);
    }
  });

  it('takes its name from a heading it is given, without a visible label of its own', () => {
    render(
      <section>
        <h3 id="result-share">Share your result</h3>
        <ShareButtons url="https://meydan.test/haber/x-10001" text="X" labelledBy="result-share" />
      </section>,
    );
    expect(screen.getByRole('group', { name: 'Share your result' })).toBeInTheDocument();
    expect(screen.getAllByText('Share your result')).toHaveLength(1);
  });
});
