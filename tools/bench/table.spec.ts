import { formatTable } from './table';

describe('formatTable', () => {
  it('aligns the label column left and the figures right', () => {
    expect(formatTable(['page', 'score'], [['tr home', '40'], ['en article', '100']])).toBe(['  page        score', '  tr home        40', '  en article    100'].join('\n'));
  });
});
