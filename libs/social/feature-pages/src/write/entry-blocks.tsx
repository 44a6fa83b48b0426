import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Image, MemberEntryInput, MemberImageEntry, MemberItemEntry, MemberQuizEntry, MemberVideoEntry } from '@meydan/shared/contracts';
import { MEMBER_ARTICLE_LIMITS, normalizeVideoUrl } from '@meydan/shared/contracts/constants';
import { FormField } from '@meydan/shared/ui';
import { ImagePicker } from './image-picker';
import { RichTextField } from './rich-text';

/** The id of a field of block `index`, as the error summary links to it (`entries.2.url`). */
export const fieldId = (path: string) => `write-${path.replace(/\./g, '-')}`;

/**
 * Wraps one field of the form so the error summary can take the member to it (focusField), by
 * the field's contract path (`title`, `entries.2.url`).
 */
export function Field({ path, children }: { path: string; children: ReactNode }) {
  return <div data-field={path}>{children}</div>;
}

/** Moves focus to the first control of a field (the error summary's links). */
export function focusField(path: string): void {
  const wrapper = document.querySelector(`[data-field="${path}"]`);
  const target = wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea, [contenteditable="true"], button:not([disabled])');
  (target ?? (wrapper as HTMLElement | null))?.focus();
}

export interface BlockProps<E extends MemberEntryInput> {
  entry: E;
  index: number;
  /** Messages of this block's fields, by field name (`html`, `answers`, …). */
  errors: Record<string, string>;
  images: Readonly<Record<string, Image>>;
  onChange: (entry: E) => void;
  onImage: (imageId: string, image: Image) => void;
  disabled?: boolean;
}

const at = (index: number, field: string) => fieldId(`entries.${index}.${field}`);

function TextBlock({ entry, index, errors, onChange, disabled }: BlockProps<Extract<MemberEntryInput, { type: 'text' }>>) {
  const { t } = useTranslation('social');
  return (
    <Field path={`entries.${index}.html`}>
      <RichTextField id={at(index, 'html')} label={t('editor.blocks.text.label')} value={entry.html} error={errors['html']} disabled={disabled} onChange={(html) => onChange({ ...entry, html })} />
    </Field>
  );
}

function ImageBlock({ entry, index, errors, images, onChange, onImage, disabled }: BlockProps<MemberImageEntry>) {
  const { t } = useTranslation('social');
  return (
    <>
      <Field path={`entries.${index}.imageId`}>
        <ImagePicker
          id={at(index, 'imageId')}
          label={t('editor.blocks.image.label')}
          imageId={entry.imageId}
          image={entry.imageId ? images[entry.imageId] : undefined}
          error={errors['imageId']}
          disabled={disabled}
          onChange={(imageId, image) => {
            if (imageId && image) onImage(imageId, image);
            onChange({ ...entry, imageId });
          }}
        />
      </Field>
      <FormField
        label={t('editor.blocks.image.caption')}
        name={`caption-${index}`}
        value={entry.caption ?? ''}
        maxLength={MEMBER_ARTICLE_LIMITS.captionMax}
        error={errors['caption']}
        disabled={disabled}
        onValueChange={(caption) => onChange({ ...entry, caption })}
      />
    </>
  );
}

function VideoBlock({ entry, index, errors, onChange, disabled }: BlockProps<MemberVideoEntry>) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const [touched, setTouched] = useState(false);
  const video = normalizeVideoUrl(entry.url);
  // Said once the member left the field (not while they are still typing the address).
  const problem = errors['url'] ?? (touched && entry.url.trim() && !video ? common('validation.memberArticle.videoUrl') : undefined);
  return (
    <>
      <Field path={`entries.${index}.url`}>
        <FormField
          label={t('editor.blocks.video.url')}
          name={`video-${index}`}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={entry.url}
          maxLength={MEMBER_ARTICLE_LIMITS.videoUrlMax}
          error={problem}
          hint={video ? t('editor.blocks.video.recognized', { provider: video.provider === 'youtube' ? 'YouTube' : 'Vimeo' }) : t('editor.blocks.video.hint')}
          disabled={disabled}
          onBlur={() => setTouched(true)}
          onValueChange={(url) => onChange({ ...entry, url })}
        />
      </Field>
      <FormField
        label={t('editor.blocks.video.caption')}
        name={`video-caption-${index}`}
        value={entry.caption ?? ''}
        maxLength={MEMBER_ARTICLE_LIMITS.captionMax}
        error={errors['caption']}
        disabled={disabled}
        onValueChange={(caption) => onChange({ ...entry, caption })}
      />
    </>
  );
}

function ItemBlock({ entry, index, errors, images, onChange, onImage, disabled }: BlockProps<MemberItemEntry>) {
  const { t } = useTranslation('social');
  return (
    <>
      <Field path={`entries.${index}.title`}>
        <FormField
          label={t('editor.blocks.item.title')}
          name={`item-title-${index}`}
          value={entry.title}
          maxLength={MEMBER_ARTICLE_LIMITS.itemTitleMax}
          error={errors['title']}
          disabled={disabled}
          onValueChange={(title) => onChange({ ...entry, title })}
        />
      </Field>
      <Field path={`entries.${index}.html`}>
        <RichTextField id={at(index, 'html')} label={t('editor.blocks.item.text')} value={entry.html} error={errors['html']} disabled={disabled} onChange={(html) => onChange({ ...entry, html })} />
      </Field>
      <Field path={`entries.${index}.imageId`}>
        <ImagePicker
          id={at(index, 'imageId')}
          label={t('editor.blocks.item.image')}
          imageId={entry.imageId ?? null}
          image={entry.imageId ? images[entry.imageId] : undefined}
          error={errors['imageId']}
          disabled={disabled}
          onChange={(imageId, image) => {
            if (imageId && image) onImage(imageId, image);
            onChange({ ...entry, imageId });
          }}
        />
      </Field>
    </>
  );
}

function QuizBlock({ entry, index, errors, onChange, disabled }: BlockProps<MemberQuizEntry>) {
  const { t } = useTranslation('social');
  const groupId = useId();
  const answersError = errors['answers'];
  const setAnswer = (position: number, change: Partial<MemberQuizEntry['answers'][number]>) =>
    onChange({ ...entry, answers: entry.answers.map((answer, i) => (i === position ? { ...answer, ...change } : answer)) });
  const markCorrect = (position: number) => onChange({ ...entry, answers: entry.answers.map((answer, i) => ({ ...answer, correct: i === position })) });
  const removeAnswer = (position: number) => {
    const answers = entry.answers.filter((_, i) => i !== position);
    // The right answer cannot vanish with its row: the first one becomes right instead.
    if (answers.length > 0 && !answers.some((answer) => answer.correct)) answers[0] = { ...(answers[0] as MemberQuizEntry['answers'][number]), correct: true };
    onChange({ ...entry, answers });
  };
  return (
    <>
      <Field path={`entries.${index}.question`}>
        <FormField
          label={t('editor.blocks.quiz.question')}
          name={`question-${index}`}
          value={entry.question}
          maxLength={MEMBER_ARTICLE_LIMITS.questionMax}
          error={errors['question']}
          disabled={disabled}
          onValueChange={(question) => onChange({ ...entry, question })}
        />
      </Field>
      <fieldset
        className={answersError ? 'quiz-answers form-field--invalid' : 'quiz-answers'}
        data-field={`entries.${index}.answers`}
        aria-describedby={answersError ? `${groupId}-error` : undefined}
      >
        <legend>{t('editor.blocks.quiz.answers', { min: MEMBER_ARTICLE_LIMITS.answersMin, max: MEMBER_ARTICLE_LIMITS.answersMax })}</legend>
        <ol className="quiz-answers__list">
          {entry.answers.map((answer, position) => (
            <li key={position} className="quiz-answers__row">
              <input
                type="radio"
                id={`${groupId}-correct-${position}`}
                name={`${groupId}-correct`}
                checked={answer.correct}
                disabled={disabled}
                onChange={() => markCorrect(position)}
              />
              <label htmlFor={`${groupId}-correct-${position}`} className="visually-hidden">
                {t('editor.blocks.quiz.correct', { n: position + 1 })}
              </label>
              <label htmlFor={`${groupId}-answer-${position}`} className="visually-hidden">
                {t('editor.blocks.quiz.answer', { n: position + 1 })}
              </label>
              <input
                id={`${groupId}-answer-${position}`}
                className="quiz-answers__text"
                value={answer.text}
                maxLength={MEMBER_ARTICLE_LIMITS.answerMax}
                placeholder={t('editor.blocks.quiz.answer', { n: position + 1 })}
                disabled={disabled}
                onChange={(event) => setAnswer(position, { text: event.target.value })}
              />
              <button
                type="button"
                className="button quiz-answers__remove"
                disabled={disabled || entry.answers.length <= MEMBER_ARTICLE_LIMITS.answersMin}
                onClick={() => removeAnswer(position)}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('editor.blocks.quiz.removeAnswer', { n: position + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
        <p className="quiz-answers__hint">{t('editor.blocks.quiz.correctHint')}</p>
        <button
          type="button"
          className="button"
          disabled={disabled || entry.answers.length >= MEMBER_ARTICLE_LIMITS.answersMax}
          onClick={() => onChange({ ...entry, answers: [...entry.answers, { text: '', correct: false }] })}
        >
          {t('editor.blocks.quiz.addAnswer')}
        </button>
        {answersError ? (
          <p id={`${groupId}-error`} className="form-field__error">
            {answersError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** The fields of one block, by its type. */
export function EntryFields(props: BlockProps<MemberEntryInput>) {
  const { entry } = props;
  switch (entry.type) {
    case 'text':
      return <TextBlock {...(props as BlockProps<typeof entry>)} />;
    case 'image':
      return <ImageBlock {...(props as BlockProps<typeof entry>)} />;
    case 'video':
      return <VideoBlock {...(props as BlockProps<typeof entry>)} />;
    case 'item':
      return <ItemBlock {...(props as BlockProps<typeof entry>)} />;
    case 'quiz':
      return <QuizBlock {...(props as BlockProps<typeof entry>)} />;
  }
}
