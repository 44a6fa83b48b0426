import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Image } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { refusalText } from '../account-link-shared';
import { memberContentApi } from '@meydan/social/data-access';

/** Largest file the picker sends (the API checks it too). */
export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const POLL_MS = 1500;
const POLL_LIMIT = 40;

export interface ImagePickerProps {
  label: string;
  imageId: string | null;
  /** The uploaded image's renditions once known (the preview). */
  image?: Image;
  onChange: (imageId: string | null, image?: Image) => void;
  error?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Chooses and uploads one image: the file goes to the API at once and is processed there; the
 * picker shows the chosen file meanwhile and the rendered image when it is ready. A refused
 * file says why and leaves the previous choice as it was.
 */
export function ImagePicker({ label, imageId, image, onChange, error, disabled, id }: ImagePickerProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const ownId = useId();
  const inputId = id ?? `${ownId}-file`;
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const alive = useRef(true);

  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  useEffect(() => () => void (localPreview && URL.revokeObjectURL?.(localPreview)), [localPreview]);

  const waitUntilReady = async (uploadedId: string): Promise<Image | null> => {
    for (let attempt = 0; attempt < POLL_LIMIT && alive.current; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const status = await dispatch(memberContentApi.endpoints.getArticleImage.initiate(uploadedId, { forceRefetch: true, subscribe: false })).unwrap();
      if (status.state === 'ready') return status.image;
      if (status.state === 'failed') throw new Error('failed');
    }
    return null;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!ACCEPT.split(',').includes(file.type)) {
      setProblem(t('editor.image.wrongType'));
      return;
    }
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) {
      setProblem(t('editor.image.tooLarge', { max: ARTICLE_IMAGE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    setLocalPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    try {
      const upload = await dispatch(memberContentApi.endpoints.uploadArticleImage.initiate(file)).unwrap();
      onChange(upload._id, upload.image ?? undefined);
      if (upload.state === 'pending') {
        const ready = await waitUntilReady(upload._id);
        if (ready && alive.current) onChange(upload._id, ready);
      } else if (upload.state === 'failed') throw new Error('failed');
    } catch (failure) {
      if (!alive.current) return;
      setProblem(failure instanceof Error && failure.message === 'failed' ? t('editor.image.failed') : refusalText(common, failure));
      setLocalPreview(null);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const preview = image?.resolutions.standard.url ?? localPreview;
  const message = problem ?? error;
  return (
    <div className={message ? 'image-picker form-field--invalid' : 'image-picker'}>
      <span className="image-picker__label">{label}</span>
      {preview ? <img className="image-picker__preview" src={preview} alt="" /> : <div className="image-picker__empty" aria-hidden="true" />}
      <p className="image-picker__state" role="status">
        {busy ? t('editor.image.uploading') : imageId && !image ? t('editor.image.processing') : ''}
      </p>
      <div className="image-picker__actions">
        <label className="button image-picker__choose" htmlFor={inputId}>
          {imageId ? t('editor.image.replace') : t('editor.image.choose')}
          <span className="visually-hidden">: {label}</span>
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          disabled={disabled || busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${ownId}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
        {imageId && !busy ? (
          <button type="button" className="button" disabled={disabled} onClick={() => onChange(null)}>
            {t('editor.image.remove')}
            <span className="visually-hidden">: {label}</span>
          </button>
        ) : null}
      </div>
      {message ? (
        <p id={`${ownId}-error`} className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
