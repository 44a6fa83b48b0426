import { mapImage, mediaBaseFor, mediaBases } from './image';

const row = (id: string) => ({
  id,
  base_path: `images/${id}`,
  width: 1200,
  height: 800,
  alt: null,
  variants: [{ name: 'standard', width: 640, height: 427, formats: ['jpg', 'webp'] }],
});

describe('image hosts (SPEC §7: chosen by the last digit of the image id)', () => {
  const hosts = 'https://i0.cdn.example/media,https://i1.cdn.example/media/,https://i2.cdn.example/media';

  it('keeps one prefix as it is, without a trailing slash', () => {
    expect(mediaBases('/media/')).toEqual(['/media']);
    expect(mediaBaseFor('/media', '9f1c0b2e-0000-4000-8000-00000000000a')).toBe('/media');
  });

  it('spreads images over several hosts by the last digit of their id, always the same host for one id', () => {
    expect(mediaBases(hosts)).toEqual(['https://i0.cdn.example/media', 'https://i1.cdn.example/media', 'https://i2.cdn.example/media']);
    expect(mediaBaseFor(hosts, '...0')).toBe('https://i0.cdn.example/media');
    expect(mediaBaseFor(hosts, '...4')).toBe('https://i1.cdn.example/media');
    expect(mediaBaseFor(hosts, '...b')).toBe('https://i2.cdn.example/media'); // 11 % 3
    expect(mediaBaseFor(hosts, '12345')).toBe(mediaBaseFor(hosts, '12345'));
  });

  it('writes every rendition of an image on its host', () => {
    const image = mapImage(row('7d3c1a52-1111-4222-8333-444455556667'), { mediaBaseUrl: hosts });
    // 7 % 3 = 1
    expect(image?.resolutions.standard.url).toBe('https://i1.cdn.example/media/images/7d3c1a52-1111-4222-8333-444455556667/640.jpg');
    expect(image?.resolutions.standard.webpUrl).toBe('https://i1.cdn.example/media/images/7d3c1a52-1111-4222-8333-444455556667/640.webp');
  });
});
