import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Image, MemberArticle, ValidationIssue } from '@meydan/shared/contracts';
import { MEMBER_ARTICLE_LIMITS, MEMBER_ENTRY_TYPES, type MemberEntryType, memberArticleSubmissionIssues } from '@meydan/shared/contracts/constants';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { FormField } from '@meydan/shared/ui';
import { refusalText } from '../account-link-shared';
import { ArticlePreview } from './article-preview';
import { type EditorContent, type EditorEntry, emptyEntry, entryKey, moveEntry, toContent } from './editor-model';
import { EntryFields, Field, focusField } from './entry-blocks';
import { ImagePicker } from './image-picker';
import { memberContentApi } from '@meydan/social/data-access';
import { type SaveState, useArticleDraft } from './use-article-draft';
import { StatusBanner } from './write-shared';
import { itemEvent, trackUserAction } from '@meydan/shared/util/tracking';

export interface ArticleEditorProps {
  userId: string;
  article: MemberArticle | null;
  content: EditorContent;
  restored: boolean;
  remote: MemberArticle | null;
  /** The post got an id (first autosave of a new post). */
  onCreated?: (article: MemberArticle) => void;
  delayMs?: number;
}

/** Images the server resolved for the post (previews of what was uploaded before). */
function knownImages(article: MemberArticle | null): Record<string, Image> {
  const images: Record<string, Image> = {};
  if (!article) return images;
  if (article.coverImageId && article.coverImage) images[article.coverImageId] = article.coverImage;
  for (const entry of article.entries) {
    if ((entry.type === 'image' || entry.type === 'item') && entry.imageId && 'image' in entry && entry.image) images[entry.imageId] = entry.image;
  }
  return images;
}

function SaveStatus({ state, failure, onRetry }: { state: SaveState; failure: string | null; onRetry: () => void }) {
  const { t } = useTranslation('social');
  const text: Partial<Record<SaveState, string>> = {
    dirty: t('editor.save.dirty'),
    saving: t('editor.save.saving'),
    saved: t('editor.save.saved'),
    invalid: t('editor.save.invalid'),
  };
  if (state === 'failed') {
    return (
      <div className="write-save write-save--failed" role="alert">
        <p>
          {t('editor.save.failed')} {failure}
        </p>
        <p>{t('editor.save.keptLocally')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('editor.save.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={`write-save write-save--${state}`} role="status" aria-live="polite">
      {text[state] ?? ''}
    </p>
  );
}

/**
 * The member's post editor: title, category, summary, cover and a list of typed blocks (text,
 * image, video link, list item, quiz question) that can be added, moved with buttons and removed
 * (with undo). Every change autosaves (useArticleDraft); a preview shows the post as readers will
 * see it; submission checks what review needs first, with the same rules as the API.
 */
export function ArticleEditor(props: ArticleEditorProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const draft = useArticleDraft({
    userId: props.userId,
    article: props.article,
    content: props.content,
    restored: props.restored,
    remote: props.remote,
    delayMs: props.delayMs,
    onCreated: props.onCreated,
  });
  const { content, update, article, state } = draft;
  const categories = memberContentApi.useGetWriteCategoriesQuery();
  const [images, setImages] = useState<Record<string, Image>>(() => knownImages(props.article));
  const [preview, setPreview] = useState(false);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [editingPending, setEditingPending] = useState(false);
  const [removed, setRemoved] = useState<{ item: EditorEntry; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [showRestored, setShowRestored] = useState(props.restored);
  const focusAfter = useRef<{ key: string; control: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    // Effects of an earlier render may run before the change that asked for focus is on screen:
    // the request waits for its block.
    const block = document.querySelector(`[data-block="${wanted.key}"]`);
    if (!block) return;
    focusAfter.current = null;
    const control =
      wanted.control === 'first'
        ? block?.querySelector<HTMLElement>('.write-block__fields')?.querySelector<HTMLElement>('input:not([type="file"]), [contenteditable="true"], textarea, button:not([disabled])')
        : block?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]`);
    (control ?? block?.querySelector<HTMLElement>('[data-control="remove"]'))?.focus();
  });

  const readOnly = !!article && article.status === 'pending' && !editingPending;
  const messages = useMemo(() => {
    const fromIssues = Object.fromEntries(issues.map((issue) => [issue.path, common(issue.messageKey)]));
    return { ...fromIssues, ...draft.fieldErrors };
  }, [common, draft.fieldErrors, issues]);
  const entryErrors = (index: number) =>
    Object.fromEntries(
      Object.entries(messages)
        .filter(([path]) => path.startsWith(`entries.${index}.`))
        .map(([path, message]) => [path.slice(`entries.${index}.`.length), message]),
    );

  const set = <K extends keyof EditorContent>(field: K, value: EditorContent[K]) => update((previous) => ({ ...previous, [field]: value }));
  const addImage = (imageId: string, image: Image) => setImages((previous) => ({ ...previous, [imageId]: image }));

  const addBlock = (type: MemberEntryType) => {
    const item = { key: entryKey(), entry: emptyEntry(type) };
    update((previous) => ({ ...previous, entries: [...previous.entries, item] }));
    focusAfter.current = { key: item.key, control: 'first' };
    setAnnouncement(t('editor.blocks.added', { type: t(`editor.blocks.${type}.name`), position: content.entries.length + 1 }));
  };

  const move = (index: number, by: -1 | 1) => {
    const item = content.entries[index];
    if (!item) return;
    update((previous) => ({ ...previous, entries: moveEntry(previous.entries, index, index + by) }));
    // Focus stays on the button that was pressed, at the block's new place (or its other button at an end).
    const target = index + by;
    const atEnd = target === 0 || target === content.entries.length - 1;
    focusAfter.current = { key: item.key, control: atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' };
    setAnnouncement(t('editor.blocks.moved', { position: target + 1, count: content.entries.length }));
  };

  const remove = (index: number) => {
    const item = content.entries[index];
    if (!item) return;
    update((previous) => ({ ...previous, entries: previous.entries.filter((_, i) => i !== index) }));
    setRemoved({ item, index });
    const next = content.entries[index + 1] ?? content.entries[index - 1];
    if (next) focusAfter.current = { key: next.key, control: 'remove' };
    setAnnouncement(t('editor.blocks.removed'));
  };

  const undoRemove = () => {
    if (!removed) return;
    update((previous) => {
      const entries = [...previous.entries];
      entries.splice(Math.min(removed.index, entries.length), 0, removed.item);
      return { ...previous, entries };
    });
    focusAfter.current = { key: removed.item.key, control: 'first' };
    setRemoved(null);
    setAnnouncement(t('editor.blocks.restored'));
  };

  const submit = async () => {
    setSubmitError(null);
    const found = memberArticleSubmissionIssues(toContent(content));
    setIssues(found);
    if (found.length > 0) {
      setPreview(false);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSubmitting(true);
    try {
      if (!(await draft.save())) {
        setSubmitError(t('editor.submit.saveFirst'));
        return;
      }
      const postId = draft.currentId();
      if (!postId) {
        setSubmitError(t('editor.submit.saveFirst'));
        return;
      }
      const submitted = await dispatch(memberContentApi.endpoints.submitMyArticle.initiate(postId)).unwrap();
      draft.setArticle(submitted);
      // SPEC §3 item_write: a member's story sent for publication (analytics consent only).
      trackUserAction(itemEvent('item_write', 'article', postId), 'write', postId);
      setEditingPending(false);
      setAnnouncement(t('editor.submit.done'));
    } catch (error) {
      setSubmitError(refusalText(common, error));
    } finally {
      setSubmitting(false);
    }
  };

  const categoryName = useMemo(() => {
    for (const section of categories.data?.items ?? []) {
      if (section._id === content.categoryId) return section.name;
      const sub = section.subs?.find((candidate) => candidate._id === content.categoryId);
      if (sub) return `${section.name} › ${sub.name}`;
    }
    return undefined;
  }, [categories.data, content.categoryId]);

  return (
    <div className="write-editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('editor.form')}
      </h2>
      <StatusBanner article={article} />
      {showRestored ? (
        <div className="notice write-restored" role="status">
          <p>{t('editor.restored')}</p>
          <button type="button" className="button" onClick={() => setShowRestored(false)}>
            {t('editor.restoredOk')}
          </button>
        </div>
      ) : null}
      {state === 'conflict' ? (
        <div className="notice notice--error write-conflict" role="alert">
          <p>{t('editor.conflict.text')}</p>
          <div className="write-actions">
            <button type="button" className="button button--primary" onClick={() => void draft.keepMine()}>
              {t('editor.conflict.keepMine')}
            </button>
            <button type="button" className="button" onClick={draft.takeTheirs}>
              {t('editor.conflict.takeTheirs')}
            </button>
          </div>
        </div>
      ) : null}
      {state === 'gone' ? (
        <div className="notice notice--error" role="alert">
          <p>
            {t('editor.gone')} {draft.failure}
          </p>
        </div>
      ) : null}
      <SaveStatus state={state} failure={draft.failure} onRetry={() => void draft.save()} />
      {issues.length > 0 ? (
        <div className="notice notice--error write-issues" role="alert" tabIndex={-1} ref={summaryRef}>
          <p>{t('editor.submit.issues', { count: issues.length })}</p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.path}>
                <a
                  href={`#${issue.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setPreview(false);
                    requestAnimationFrame(() => focusField(issue.path));
                  }}
                >
                  {common(issue.messageKey)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="write-toolbar">
        <button type="button" className="button" aria-pressed={preview} onClick={() => setPreview((open) => !open)}>
          {preview ? t('editor.preview.close') : t('editor.preview.open')}
        </button>
        {readOnly ? (
          <button type="button" className="button" onClick={() => setEditingPending(true)}>
            {t('editor.pendingEdit')}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={submitting || state === 'conflict' || state === 'gone' || article?.status === 'published'} aria-busy={submitting} onClick={() => void submit()}>
            {submitting ? t('editor.submit.busy') : t('editor.submit.button')}
          </button>
        )}
      </div>
      {submitError ? (
        <p className="form-field__error write-submit-error" role="alert">
          {submitError}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {preview ? (
        <section className="write-preview" aria-label={t('editor.preview.label')}>
          <ArticlePreview content={toContent(content)} images={images} categoryName={categoryName} level={2} />
        </section>
      ) : (
        <fieldset className="write-form" disabled={readOnly || state === 'gone'}>
          <legend className="visually-hidden">{t('editor.form')}</legend>
          <Field path="title">
            <FormField
              label={t('editor.fields.title')}
              name="title"
              value={content.title}
              maxLength={MEMBER_ARTICLE_LIMITS.titleMax}
              hint={t('editor.fields.count', { length: content.title.length, max: MEMBER_ARTICLE_LIMITS.titleMax })}
              error={messages['title']}
              onValueChange={(value) => set('title', value)}
            />
          </Field>
          <Field path="categoryId">
            <div className={messages['categoryId'] ? 'form-field form-field--invalid' : 'form-field'}>
              <label htmlFor={`${headingId}-category`}>{t('editor.fields.category')}</label>
              <select
                id={`${headingId}-category`}
                value={content.categoryId ?? ''}
                aria-invalid={messages['categoryId'] ? true : undefined}
                onChange={(event) => set('categoryId', event.target.value || null)}
              >
                <option value="">{t('editor.fields.categoryChoose')}</option>
                {(categories.data?.items ?? []).map((section) => (
                  <optgroup key={section._id} label={section.name}>
                    <option value={section._id}>{section.name}</option>
                    {(section.subs ?? []).map((sub) => (
                      <option key={sub._id} value={sub._id}>
                        {sub.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {categories.isError ? <p className="form-field__hint">{t('editor.fields.categoriesFailed')}</p> : null}
              {messages['categoryId'] ? <p className="form-field__error">{messages['categoryId']}</p> : null}
            </div>
          </Field>
          <Field path="summary">
            <div className={messages['summary'] ? 'form-field form-field--invalid' : 'form-field'}>
              <label htmlFor={`${headingId}-summary`}>{t('editor.fields.summary')}</label>
              <textarea
                id={`${headingId}-summary`}
                value={content.summary}
                maxLength={MEMBER_ARTICLE_LIMITS.summaryMax}
                rows={3}
                aria-invalid={messages['summary'] ? true : undefined}
                aria-describedby={`${headingId}-summary-count`}
                onChange={(event) => set('summary', event.target.value)}
              />
              <p id={`${headingId}-summary-count`} className="form-field__hint">
                {t('editor.fields.count', { length: content.summary.length, max: MEMBER_ARTICLE_LIMITS.summaryMax })}
              </p>
              {messages['summary'] ? <p className="form-field__error">{messages['summary']}</p> : null}
            </div>
          </Field>
          <Field path="coverImageId">
            <ImagePicker
              label={t('editor.fields.cover')}
              imageId={content.coverImageId}
              image={content.coverImageId ? images[content.coverImageId] : undefined}
              error={messages['coverImageId']}
              onChange={(imageId, image) => {
                if (imageId && image) addImage(imageId, image);
                set('coverImageId', imageId);
              }}
            />
          </Field>
          <section className="write-blocks" aria-label={t('editor.blocks.heading')} data-field="entries">
            <h3 className="write-blocks__heading">{t('editor.blocks.heading')}</h3>
            {messages['entries'] ? <p className="form-field__error">{messages['entries']}</p> : null}
            <ol className="write-blocks__list">
              {content.entries.map((item, index) => (
                <li key={item.key} className={`write-block write-block--${item.entry.type}`} data-block={item.key}>
                  <div className="write-block__head">
                    <span className="write-block__type">
                      {index + 1}. {t(`editor.blocks.${item.entry.type}.name`)}
                    </span>
                    <div className="write-block__actions">
                      <button
                        type="button"
                        className="button write-block__button"
                        data-control="up"
                        disabled={index === 0}
                        aria-label={t('editor.blocks.moveUp', { position: index + 1 })}
                        onClick={() => move(index, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="button write-block__button"
                        data-control="down"
                        disabled={index === content.entries.length - 1}
                        aria-label={t('editor.blocks.moveDown', { position: index + 1 })}
                        onClick={() => move(index, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        className="button write-block__button write-block__button--remove"
                        data-control="remove"
                        aria-label={t('editor.blocks.remove', { position: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </div>
                  </div>
                  <div className="write-block__fields">
                  <EntryFields
                    entry={item.entry}
                    index={index}
                    errors={entryErrors(index)}
                    images={images}
                    onImage={addImage}
                    onChange={(entry) =>
                      update((previous) => ({ ...previous, entries: previous.entries.map((candidate) => (candidate.key === item.key ? { ...candidate, entry } : candidate)) }))
                    }
                  />
                  </div>
                </li>
              ))}
            </ol>
            {removed ? (
              <div className="notice write-undo" role="status">
                <p>{t('editor.blocks.removedNotice', { type: t(`editor.blocks.${removed.item.entry.type}.name`) })}</p>
                <button type="button" className="button" onClick={undoRemove}>
                  {t('editor.blocks.undo')}
                </button>
              </div>
            ) : null}
            <div className="write-add" role="group" aria-label={t('editor.blocks.add')}>
              <span className="write-add__label" aria-hidden="true">
                {t('editor.blocks.add')}
              </span>
              {MEMBER_ENTRY_TYPES.map((type) => (
                <button
                  key={type}
                  type="button"
                  className="button write-add__button"
                  disabled={content.entries.length >= MEMBER_ARTICLE_LIMITS.entriesMax}
                  onClick={() => addBlock(type)}
                >
                  {t(`editor.blocks.${type}.add`)}
                </button>
              ))}
            </div>
          </section>
        </fieldset>
      )}
    </div>
  );
}
