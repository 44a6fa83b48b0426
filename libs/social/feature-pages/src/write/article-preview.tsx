import { useTranslation } from '@meydan/shared/util/translate';
import type { Image, MemberArticleContent, MemberEntryInput } from '@meydan/shared/contracts';
import { htmlToPlainText, normalizeVideoUrl } from '@meydan/shared/contracts/constants';
import { sanitizer } from '../lazy/sanitizer-loader';
import { useLazyModule } from '../lazy/lazy-module';

export interface ArticlePreviewProps {
  content: MemberArticleContent;
  images: Readonly<Record<string, Image | undefined>>;
  categoryName?: string;
  byline?: string;
  /** Heading level of the title: 1 on the editor's own preview, 2 inside a list (review queue). */
  level?: 1 | 2;
}

function Html({ html }: { html: string }) {
  // Stored text is sanitized by the API already; sanitizing again here keeps the preview safe
  // for text typed a moment ago that no server has seen. The sanitizer comes with the first
  // preview (not with the page); until it is there the words show as plain text.
  const loaded = useLazyModule(sanitizer);
  if (!loaded) return <div className="post-preview__text">{htmlToPlainText(html)}</div>;
  return <div className="post-preview__text" dangerouslySetInnerHTML={{ __html: loaded.sanitizeHtml(html) }} />;
}

function Picture({ image, alt }: { image: Image | undefined; alt: string }) {
  const url = image?.resolutions.high.url ?? image?.resolutions.standard.url;
  return url ? <img className="post-preview__image" src={url} alt={alt} loading="lazy" /> : null;
}

function PreviewEntry({ entry, images, itemNumber }: { entry: MemberEntryInput; images: ArticlePreviewProps['images']; itemNumber: number }) {
  const { t } = useTranslation('social');
  switch (entry.type) {
    case 'text':
      return <Html html={entry.html} />;
    case 'image':
      return (
        <figure className="post-preview__figure">
          <Picture image={entry.imageId ? images[entry.imageId] : undefined} alt={entry.caption ?? ''} />
          {entry.caption ? <figcaption>{entry.caption}</figcaption> : null}
        </figure>
      );
    case 'video': {
      const video = normalizeVideoUrl(entry.url);
      if (!video) return null;
      const provider = video.provider === 'youtube' ? 'YouTube' : 'Vimeo';
      return (
        <aside className="post-preview__video embed-card" aria-label={t('editor.preview.video', { provider })}>
          <span className="embed-card__provider">{provider}</span>
          {entry.caption ? <p className="embed-card__title">{entry.caption}</p> : null}
          <a className="embed-card__link" href={video.url} target="_blank" rel="noopener noreferrer nofollow">
            {t('editor.preview.watch', { provider })}
          </a>
        </aside>
      );
    }
    case 'item':
      return (
        <section className="post-preview__item">
          <h3>
            {itemNumber}. {entry.title}
          </h3>
          <Picture image={entry.imageId ? images[entry.imageId] : undefined} alt={entry.title} />
          <Html html={entry.html} />
        </section>
      );
    case 'quiz':
      return (
        <section className="post-preview__quiz">
          <h3>{entry.question}</h3>
          <ol>
            {entry.answers.map((answer, index) => (
              <li key={index} className={answer.correct ? 'post-preview__answer post-preview__answer--correct' : 'post-preview__answer'}>
                {answer.text}
                {answer.correct ? <span className="post-preview__correct"> ({t('editor.preview.correct')})</span> : null}
              </li>
            ))}
          </ol>
        </section>
      );
  }
}

/**
 * A post as readers will see it, from the working copy: the member's preview and the editors'
 * review. Video links show as the article page shows them (a card linking out; nothing from
 * the provider loads), quiz answers mark the right one for the writer and the reviewer.
 */
export function ArticlePreview({ content, images, categoryName, byline, level = 1 }: ArticlePreviewProps) {
  const { t } = useTranslation('social');
  const Title = level === 1 ? 'h1' : 'h2';
  let items = 0;
  return (
    <article className="post-preview">
      {categoryName ? <p className="post-preview__category">{categoryName}</p> : null}
      <Title className="post-preview__title">{content.title || t('editor.preview.untitled')}</Title>
      {byline ? <p className="post-preview__byline">{byline}</p> : null}
      {content.summary ? <p className="post-preview__summary">{content.summary}</p> : null}
      <Picture image={content.coverImageId ? images[content.coverImageId] : undefined} alt={content.title} />
      {content.entries.map((entry, index) => {
        if (entry.type === 'item') items += 1;
        return <PreviewEntry key={index} entry={entry} images={images} itemNumber={items} />;
      })}
    </article>
  );
}
