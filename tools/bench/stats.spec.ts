import { median, percentile, summarize } from './stats';

describe('latency statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
  });

  it('sorts unsorted samples and reports the maximum', () => {
    expect(summarize([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, p99: 40, max: 40 });
  });

  it('has no figures without samples', () => {
    expect(summarize([]).p95).toBeNaN();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([44, 40, 90, 41, 45])).toBe(44);
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
