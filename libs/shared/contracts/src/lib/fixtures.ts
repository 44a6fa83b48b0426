import type { Article } from './content.schema';
import type { Image } from './image.schema';

// Shared by the specs of this lib only (not exported): one valid article per the contract.
export function imageFixture(id = 'img-1'): Image {
  const resolution = (width: number) => ({
    url: `/media/images/${id}/${width}.jpg`,
    width,
    height: Math.round((width * 9) / 16),
    format: 'jpg',
    webpUrl: `/media/images/${id}/${width}.webp`,
  });
  return {
    _id: id,
    resolutions: { standard: resolution(620), high: resolution(1024), extraHigh: resolution(1536), raw: resolution(1920) },
  };
}

export function articleFixture(): Article {
  return {
    _id: '6f1c1e36-4a51-4a43-9d6f-0a3c6f0c6b11',
    legacyId: 10001,
    edition: 'tr',
    title: 'Dolar güne yükselişle başladı',
    originalTitle: null,
    route: '/haber/dolar-gune-yukselisle-basladi-10001',
    redirectUrl: null,
    seoData: { altTitle: 'Dolar', description: 'Piyasalarda gün' },
    description: 'Piyasalarda gün yükselişle başladı.',
    categories: [
      { _id: 'c1', name: 'İş Dünyası', slug: 'business', route: '/business', parent: null, edition: 'tr' },
      { _id: 'c2', name: 'Ekonomi', slug: 'economy', route: '/business/economy', parent: 'c1', edition: 'tr' },
    ],
    entries: [
      { mode: 'text', text: { html: '<p>Merhaba</p>', plain: 'Merhaba' } },
      { mode: 'image', image: imageFixture('img-2') },
    ],
    isTest: false,
    isDraft: false,
    isHidden: false,
    isDeleted: false,
    noindex: false,
    isVideo: false,
    showVideoPageDesign: false,
    published: '2026-11-20T09:00:00.000Z',
    modified: '2026-11-20T10:30:00Z',
    authors: [{ _id: 'u1', name: 'Ayşe Kaya', username: 'ayse', isActive: true }],
    image: imageFixture(),
    tags: [{ _id: 't1', name: 'Ekonomi', route: '/etiket/ekonomi-haberleri' }],
    counts: { view: 1200, share: 30, comment: 4 },
  };
}
