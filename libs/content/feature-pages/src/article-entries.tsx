import { useTranslation } from '@meydan/shared/util/translate';
import { ResponsiveImage } from '@meydan/content/ui';
import type { ArticleEntry as Entry, VideoData } from '@meydan/shared/contracts';
import { ViewerLink, type GalleryViewerApi } from './gallery-viewer/gallery-viewer';

const BODY_SIZES = '(min-width: 1024px) 760px, 100vw';

/**
 * One body entry of an article (SPEC §3 entry modes). Questions are played by the quiz player;
 * outside a quiz they read as plain questions with their answers.
 */
export function ArticleEntry({ entry, index, galleryTotal, viewer }: { entry: Entry; index: number; galleryTotal: number; viewer?: GalleryViewerApi }) {
  switch (entry.mode) {
    case 'image':
      return entry.image ? (
        <figure className="article__figure">
          <ResponsiveImage image={entry.image} alt={entry.title ?? entry.text?.plain ?? ''} sizes={BODY_SIZES} />
          {entry.title || entry.text?.plain ? <figcaption>{entry.title ?? entry.text?.plain}</figcaption> : null}
        </figure>
      ) : null;
    case 'gallery':
      return <GalleryFrame entry={entry} position={index} total={galleryTotal} viewer={viewer} />;
    case 'video':
      return entry.videoData ? <VideoEntry video={entry.videoData} title={entry.title} /> : null;
    case 'embed':
      return entry.embed ? <EmbedEntry embed={entry.embed} /> : null;
    case 'listicle':
      return (
        <section className="article__entry article__entry--listicle">
          {entry.title ? <h2>{entry.title}</h2> : null}
          {entry.image ? (
            <figure className="article__figure">
              <ViewerLink entry={entry} viewer={viewer}>
                <ResponsiveImage image={entry.image} alt={entry.title ?? ''} sizes={BODY_SIZES} />
              </ViewerLink>
            </figure>
          ) : null}
          <EntryText entry={entry} />
        </section>
      );
    case 'question':
      return <StaticQuestion entry={entry} />;
    default:
      return (
        <section className={`article__entry article__entry--${entry.mode}`}>
          {entry.title ? <h2>{entry.title}</h2> : null}
          <EntryText entry={entry} />
        </section>
      );
  }
}

function EntryText({ entry }: { entry: Entry }) {
  const html = entry.text?.html;
  // Sanitized by the API (libs/api/content article-html): reader pages carry no sanitizer.
  if (html) return <div dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <>
      {(entry.text?.plain ?? '')
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

/** A numbered gallery frame: the photo first (opening the viewer), then its caption and text (a gallery reads as a scroll of frames). */
function GalleryFrame({ entry, position, total, viewer }: { entry: Entry; position: number; total: number; viewer: GalleryViewerApi | undefined }) {
  const { t } = useTranslation('content');
  return (
    <figure className="gallery-frame">
      <div className="gallery-frame__media">
        {entry.image ? (
          <ViewerLink entry={entry} viewer={viewer}>
            <ResponsiveImage image={entry.image} alt={entry.title ?? ''} sizes={BODY_SIZES} />
          </ViewerLink>
        ) : null}
        <span className="gallery-frame__count">{t('article.galleryCount', { current: position, total })}</span>
      </div>
      <figcaption className="gallery-frame__caption">
        {entry.title ? <strong className="gallery-frame__title">{entry.title}</strong> : null}
        <EntryText entry={entry} />
      </figcaption>
    </figure>
  );
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Native player over every rendition (mp4 first); nothing plays or downloads before the reader asks. */
export function VideoEntry({ video, title, featured = false }: { video: VideoData; title?: string; featured?: boolean }) {
  const { t } = useTranslation('content');
  const poster = video.poster?.resolutions.high?.url ?? video.poster?.resolutions.standard?.url;
  const sources = video.sources?.length ? video.sources : [{ url: video.source, type: 'video/mp4' }];
  return (
    <figure className={featured ? 'video-entry video-entry--featured' : 'video-entry'}>
      <video
        className="video-entry__player"
        controls
        playsInline
        preload="none"
        poster={poster}
        width={video.width}
        height={video.height}
        aria-label={title ? t('article.videoLabel', { title }) : t('article.video')}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        <a href={video.source}>{t('article.videoDownload')}</a>
      </video>
      {title || video.duration ? (
        <figcaption className="video-entry__caption">
          {title ? <span>{title}</span> : null}
          {video.duration ? (
            <span className="video-entry__duration">
              <span className="visually-hidden">{t('article.duration')} </span>
              {formatDuration(video.duration)}
            </span>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = { x: 'X', twitter: 'X', youtube: 'YouTube', instagram: 'Instagram', tiktok: 'TikTok', facebook: 'Facebook' };

/**
 * Third-party posts are shown as a card linking out: loading the provider's script or frame
 * would track readers and slow the page, so nothing external loads unless the reader clicks.
 */
function EmbedEntry({ embed }: { embed: NonNullable<Entry['embed']> }) {
  const { t } = useTranslation('content');
  let safeUrl: string | null = null;
  try {
    const url = new URL(embed.url);
    if (url.protocol === 'https:' || url.protocol === 'http:') safeUrl = url.toString();
  } catch {
    safeUrl = null;
  }
  if (!safeUrl) return null;
  const provider = PROVIDER_NAMES[embed.provider ?? ''] ?? new URL(safeUrl).hostname.replace(/^www\./, '');
  return (
    <aside className={`embed-card embed-card--${embed.provider ?? 'link'}`} aria-label={t('article.embedLabel', { provider })}>
      <span className="embed-card__provider">{provider}</span>
      {embed.title ? <p className="embed-card__title">{embed.title}</p> : null}
      <a className="embed-card__link" href={safeUrl} target="_blank" rel="noopener noreferrer nofollow">
        {t('article.embedOpen', { provider })}
        <span aria-hidden="true"> ↗</span>
      </a>
    </aside>
  );
}

/** A question outside a playable quiz: the question and its answers as a list. */
function StaticQuestion({ entry }: { entry: Entry }) {
  return (
    <section className="article__entry article__entry--question">
      {entry.title ? <h2>{entry.title}</h2> : null}
      {entry.question?.answers.length ? (
        <ul>
          {entry.question.answers.map((answer, index) => (
            <li key={index}>{answer.text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** 1-based position of each gallery frame and how many there are. */
export function galleryPositions(entries: readonly Entry[]): { positions: number[]; total: number } {
  let seen = 0;
  const positions = entries.map((entry) => (entry.mode === 'gallery' ? ++seen : 0));
  return { positions, total: seen };
}
