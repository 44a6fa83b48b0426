import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { controlsUnder, overlaps, STEPPED_ASIDE, usePromptsClearOfForms } from './prompts-clear-of-forms';

type Rect = { left: number; top: number; width: number; height: number };
const box = ({ left, top, width, height }: Rect) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

/** jsdom lays nothing out: each element gets the rectangle named in its data-rect. */
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rect = this.dataset['rect'];
    return box(rect ? (JSON.parse(rect) as Rect) : { left: 0, top: 0, width: 0, height: 0 });
  });
});
afterEach(() => jest.restoreAllMocks());

const CARD = { left: 900, top: 440, width: 360, height: 200 };
const UNDER_CARD = { left: 1150, top: 600, width: 80, height: 44 };
const ELSEWHERE = { left: 100, top: 600, width: 80, height: 44 };

function Page({ send }: { send: Rect }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);
  usePromptsClearOfForms(ref);
  return (
    <>
      <form>
        <textarea aria-label="Message" data-rect={JSON.stringify({ left: 100, top: 500, width: 700, height: 48 })} />
        <button type="submit" data-rect={JSON.stringify(send)}>
          Send
        </button>
      </form>
      <div className="site-prompts" ref={ref} data-rect={JSON.stringify(shown ? CARD : { left: 0, top: 0, width: 0, height: 0 })}>
        {shown ? (
          <section>
            <button type="button" onClick={() => setShown(false)} data-rect={JSON.stringify({ left: 910, top: 450, width: 44, height: 44 })}>
              Not now
            </button>
          </section>
        ) : null}
      </div>
    </>
  );
}

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
const area = () => document.querySelector('.site-prompts') as HTMLElement;

describe('prompts stay clear of forms', () => {
  it('finds the form controls under a box, not its own and not those beside it', () => {
    expect(overlaps(box(CARD), box(UNDER_CARD))).toBe(true);
    expect(overlaps(box(CARD), box(ELSEWHERE))).toBe(false);
    render(<Page send={UNDER_CARD} />);
    expect(controlsUnder(area()).map((control) => control.textContent)).toEqual(['Send']);
  });

  it('steps the prompt area aside while it covers the send button, and back when it does not', async () => {
    const { rerender } = render(<Page send={UNDER_CARD} />);
    await frame();
    expect(area()).toHaveAttribute(STEPPED_ASIDE);
    rerender(<Page send={ELSEWHERE} />);
    // A layout change without a DOM change is seen on the next scroll or resize.
    window.dispatchEvent(new Event('resize'));
    await frame();
    expect(area()).not.toHaveAttribute(STEPPED_ASIDE);
  });

  it('leaves a prompt the reader is using where it is', async () => {
    render(<Page send={UNDER_CARD} />);
    await frame();
    expect(area()).toHaveAttribute(STEPPED_ASIDE);
    act(() => screen.getByRole('button', { name: 'Not now' }).focus());
    await frame();
    expect(area()).not.toHaveAttribute(STEPPED_ASIDE);
  });
});
