import { clusterRadius, formatMagnitude, magnitudeClass, magnitudeClassName, markerRadius, markerShowsLabel } from './magnitude';

describe('magnitudeClass', () => {
  it('bands magnitudes by whole units from 2 to 6', () => {
    expect([0.4, 1.9, 2, 2.9, 3, 4.5, 5.0, 5.9, 6, 7.8].map(magnitudeClass)).toEqual([0, 0, 1, 1, 2, 3, 4, 4, 5, 5]);
  });

  it('classes a magnitude as it is shown, to one decimal', () => {
    expect(magnitudeClass(3.95)).toBe(3);
    expect(formatMagnitude(3.95)).toBe('4.0');
    expect(magnitudeClass(3.94)).toBe(2);
  });

  it('has a class for quakes without a magnitude', () => {
    expect(magnitudeClass(null)).toBe('none');
    expect(magnitudeClass(Number.NaN)).toBe('none');
    expect(magnitudeClassName(null)).toBe('quake-mag--none');
    expect(magnitudeClassName(4.2)).toBe('quake-mag--3');
  });
});

describe('formatMagnitude', () => {
  it('writes one decimal, in the reader’s number format when asked', () => {
    expect(formatMagnitude(4)).toBe('4.0');
    expect(formatMagnitude(4.25, 'tr')).toBe('4,3');
    expect(formatMagnitude(4.2, 'en')).toBe('4.2');
    expect(formatMagnitude(4.2, 'ru')).toBe('4,2');
  });
});

describe('markerRadius', () => {
  it('grows with magnitude between a floor and a ceiling', () => {
    const radii = [0.5, 1, 2, 3, 4, 5, 6, 7].map(markerRadius);
    for (let k = 2; k < radii.length; k += 1) expect(radii[k]).toBeGreaterThan(radii[k - 1] as number);
    expect(radii[0]).toBe(5);
    expect(markerRadius(9.5)).toBe(24);
    expect(markerRadius(null)).toBe(5);
  });

  it('labels markers from M3 up, where the text fits', () => {
    expect(markerShowsLabel(2.9)).toBe(false);
    expect(markerShowsLabel(3)).toBe(true);
    expect(markerShowsLabel(null)).toBe(false);
    expect(markerRadius(3) * 2).toBeGreaterThanOrEqual(20);
  });
});

describe('clusterRadius', () => {
  it('grows with the logarithm of the count up to 30 px', () => {
    expect(clusterRadius(2)).toBe(14);
    expect(clusterRadius(8)).toBe(22);
    expect(clusterRadius(10)).toBeGreaterThan(clusterRadius(8));
    expect(clusterRadius(5000)).toBe(30);
  });
});
