import { type CSSProperties, type DragEvent, type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser, Image } from '@meydan/shared/contracts';
import { PROFILE_IMAGE_LIMITS, PROFILE_LIMITS, type ProfileImageKind } from '@meydan/shared/contracts/constants';
import type { SerializedApiError } from '@meydan/shared/data-access/api-client';
import { authApi, useAppDispatch } from '@meydan/shared/data-access/store';
import { Modal } from '@meydan/shared/ui';
import { normalizeError } from '@meydan/shared/util/errors';
import { mediaEditorApi, UPLOAD_TIMEOUT_ACTION } from '@meydan/social/data-access';

/** How often a processing upload is asked about, and when the editor stops asking. */
export const UPLOAD_POLL_INTERVAL_MS = 1000;
export const UPLOAD_POLL_LIMIT_MS = 120_000;
const MB = 1024 * 1024;
const ACCEPT = PROFILE_IMAGE_LIMITS.types.join(',');

type Phase =
  | { name: 'idle'; notice?: string }
  | { name: 'chosen'; file: File }
  | { name: 'uploading'; file: File; progress: number | null }
  | { name: 'processing'; file: File; id: string }
  | { name: 'slow' }
  | { name: 'error'; message: string; file?: File };

type Translate = ReturnType<typeof useTranslation>['t'];

/** The reader-facing text of a failed call: the API's own (already localized) message, else SPEC §8's profile text. */
function failureText(t: Translate, error: unknown): string {
  const serialized = error as Partial<SerializedApiError> | undefined;
  if (serialized?.action === UPLOAD_TIMEOUT_ACTION) return t('media.errors.timeout');
  const { message, statusCode } = normalizeError(error);
  return statusCode < 500 && message ? message : t('media.errors.generic');
}

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** An object URL for a chosen file, revoked when the file changes or the editor goes away. */
function usePreviewUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** Loads the member again: the auth slice takes the fresh record, so the header avatar and every view update. */
function useRefreshMember() {
  const dispatch = useAppDispatch();
  return async () => {
    await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .catch(() => undefined);
  };
}

interface PreviewSurface {
  style?: CSSProperties;
  onPointerDown?: (event: PointerEvent<HTMLImageElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLImageElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLImageElement>) => void;
}

interface ImagePickerProps {
  kind: ProfileImageKind;
  current: Image | null;
  disabled: boolean;
  /** Style and pointer handlers of the shown image (the cover's position). */
  preview?: PreviewSurface;
  children?: ReactNode;
}

/**
 * One image of the member (avatar or cover): pick a file (button or drag and drop), check its
 * type and size here with the API's limits, preview it, upload it with progress and SPEC §9's
 * 15 s limit, then follow its processing until the new image is the member's. Removing asks
 * first. Every failure keeps the chosen file so the member can try again.
 */
function ImagePicker({ kind, current, disabled, preview, children }: ImagePickerProps) {
  const { t } = useTranslation('social');
  const dispatch = useAppDispatch();
  const refreshMember = useRefreshMember();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const file = 'file' in phase ? phase.file : undefined;
  const previewUrl = usePreviewUrl(file);
  const maxMb = PROFILE_IMAGE_LIMITS[kind].maxBytes / MB;
  const busy = phase.name === 'uploading' || phase.name === 'processing';

  const choose = (chosen: File | undefined) => {
    if (!chosen || disabled || busy) return;
    if (!(PROFILE_IMAGE_LIMITS.types as readonly string[]).includes(chosen.type)) {
      setPhase({ name: 'error', message: t('media.errors.type') });
      return;
    }
    if (chosen.size > PROFILE_IMAGE_LIMITS[kind].maxBytes) {
      setPhase({ name: 'error', message: t('media.errors.tooLarge', { size: megabytes(chosen.size), max: maxMb }) });
      return;
    }
    setPhase({ name: 'chosen', file: chosen });
  };

  const upload = async (chosen: File) => {
    setPhase({ name: 'uploading', file: chosen, progress: null });
    try {
      const accepted = await dispatch(
        mediaEditorApi.endpoints.uploadProfileImage.initiate({
          kind,
          file: chosen,
          onProgress: (progress) => setPhase((now) => (now.name === 'uploading' && now.file === chosen ? { ...now, progress } : now)),
        }),
      ).unwrap();
      setPhase({ name: 'processing', file: chosen, id: accepted._id });
    } catch (error) {
      setPhase({ name: 'error', message: failureText(t, error), file: chosen });
    }
  };

  // Processing runs on the server after the 202: ask about it until it is over.
  const processingId = phase.name === 'processing' ? phase.id : null;
  useEffect(() => {
    if (!processingId) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async () => {
      try {
        const upload = await dispatch(mediaEditorApi.endpoints.getProfileImageUpload.initiate(processingId, { subscribe: false, forceRefetch: true })).unwrap();
        if (cancelled) return;
        if (upload.state === 'ready') {
          await refreshMember();
          if (!cancelled) setPhase({ name: 'idle', notice: t(`media.${kind}.ready`) });
          return;
        }
        if (upload.state === 'failed') {
          setPhase({ name: 'error', message: upload.message ?? t('media.errors.failed') });
          return;
        }
      } catch (error) {
        if (cancelled) return;
        // Gone: replaced by a later upload or removed (another tab). The member's record says what is shown now.
        if (normalizeError(error).statusCode === 404) {
          await refreshMember();
          if (!cancelled) setPhase({ name: 'idle' });
          return;
        }
      }
      if (Date.now() - startedAt >= UPLOAD_POLL_LIMIT_MS) {
        setPhase({ name: 'slow' });
        return;
      }
      timer = setTimeout(() => void poll(), UPLOAD_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), UPLOAD_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The translation function and the refresh helper change identity on every render; the id alone restarts the loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processingId, dispatch]);

  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await dispatch(mediaEditorApi.endpoints.removeProfileImage.initiate(kind)).unwrap();
      await refreshMember();
      setConfirming(false);
      setPhase({ name: 'idle', notice: t(`media.${kind}.removed`) });
    } catch (error) {
      setRemoveError(failureText(t, error));
    } finally {
      setRemoving(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const shownUrl = previewUrl ?? current?.resolutions.high.url ?? null;
  // The position controls act on the current image only, not on a preview of a new one.
  const surface = previewUrl ? undefined : preview;
  const shownAlt = previewUrl ? t(`media.${kind}.preview`) : t(`media.${kind}.current`);
  const status =
    phase.name === 'uploading'
      ? phase.progress === null
        ? t('media.uploading')
        : t('media.uploadingPercent', { percent: Math.round(phase.progress * 100) })
      : phase.name === 'processing'
        ? t('media.processing')
        : phase.name === 'slow'
          ? t('media.slow')
          : phase.name === 'idle'
            ? (phase.notice ?? '')
            : '';

  return (
    <div className={`profile-media__picker profile-media__picker--${kind}`} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-media__title">
        {t(`media.${kind}.title`)}
      </h3>
      <div
        className={`profile-media__drop${dragging ? ' profile-media__drop--over' : ''}${busy ? ' profile-media__drop--busy' : ''}`}
        data-testid={`${kind}-drop`}
        onDragOver={(event) => {
          if (disabled || busy) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="profile-media__frame">
          {shownUrl ? (
            <img
              className="profile-media__image"
              src={shownUrl}
              alt={shownAlt}
              draggable={false}
              style={surface?.style}
              onPointerDown={surface?.onPointerDown}
              onPointerMove={surface?.onPointerMove}
              onPointerUp={surface?.onPointerUp}
            />
          ) : (
            <span className="profile-media__empty">{t(`media.${kind}.none`)}</span>
          )}
        </div>
        <div className="profile-media__controls">
          <input
            ref={inputRef}
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button type="button" className="button" disabled={disabled || busy} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
            {t(`media.${kind}.choose`)}
          </button>
          <p id={hintId} className="profile-media__hint">
            {t('media.hint', { max: maxMb })} {t('media.drop')}
          </p>
          {phase.name === 'chosen' || (phase.name === 'error' && phase.file) ? (
            <div className="profile-media__actions">
              <button type="button" className="button button--primary" onClick={() => void upload(phase.file as File)}>
                {phase.name === 'error' ? t('media.retry') : t('media.upload')}
              </button>
              <button type="button" className="button" onClick={() => setPhase({ name: 'idle' })}>
                {t('media.cancel')}
              </button>
            </div>
          ) : null}
          {current && !busy && phase.name !== 'chosen' ? (
            <button type="button" className="button profile-media__remove" disabled={disabled} onClick={() => setConfirming(true)}>
              {t(`media.${kind}.remove`)}
            </button>
          ) : null}
          {phase.name === 'uploading' ? (
            <progress className="profile-media__progress" max={100} value={phase.progress === null ? undefined : Math.round(phase.progress * 100)} aria-label={t('media.uploading')} />
          ) : null}
          <p className="profile-media__status" role="status">
            {status}
          </p>
          {phase.name === 'error' ? (
            <p className="profile-media__error" role="alert">
              {phase.message}
            </p>
          ) : null}
        </div>
      </div>
      {children}
      {confirming ? (
        <Modal title={t(`media.${kind}.removeTitle`)} closeLabel={t('media.close')} onClose={() => (removing ? undefined : setConfirming(false))}>
          <p>{t(`media.${kind}.removeText`)}</p>
          {removeError ? (
            <p className="profile-media__error" role="alert">
              {removeError}
            </p>
          ) : null}
          <div className="profile-media__confirm">
            <button type="button" className="button button--primary" disabled={removing} aria-busy={removing} onClick={() => void remove()}>
              {t(`media.${kind}.removeConfirm`)}
            </button>
            <button type="button" className="button" disabled={removing} onClick={() => setConfirming(false)}>
              {t('media.keep')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

const clampOffset = (value: number) => Math.min(PROFILE_LIMITS.coverOffsetMax, Math.max(PROFILE_LIMITS.coverOffsetMin, Math.round(value)));

/**
 * The cover's vertical position (SPEC §3 coverOffset, percent from the top): drag the cover, or
 * use the slider (arrow keys, Page Up/Down, Home/End), then save with `PUT /users/me/about`.
 */
function useCoverOffset(user: CurrentUser) {
  const [offset, setOffset] = useState(user.coverOffset);
  const [dirty, setDirty] = useState(false);
  const drag = useRef<{ y: number; from: number; height: number } | null>(null);
  // A fresh member record (after saving or another tab's change) wins unless the member is mid-edit.
  useEffect(() => {
    if (!dirty) setOffset(user.coverOffset);
  }, [user.coverOffset, dirty]);

  const change = (value: number) => {
    setOffset(clampOffset(value));
    setDirty(true);
  };

  const surface: PreviewSurface = {
    style: { objectPosition: `50% ${offset}%` },
    onPointerDown: (event) => {
      drag.current = { y: event.clientY, from: offset, height: event.currentTarget.clientHeight || 1 };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event) => {
      if (!drag.current || !Number.isFinite(event.clientY)) return;
      // Dragging the picture down shows more of its top: the offset goes towards 0.
      change(drag.current.from - ((event.clientY - drag.current.y) / drag.current.height) * 100);
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };
  return { offset, dirty, change, surface, saved: () => setDirty(false) };
}

function CoverOffsetControl({ offset, dirty, onChange, onSaved, disabled }: { offset: number; dirty: boolean; onChange: (value: number) => void; onSaved: () => void; disabled: boolean }) {
  const { t } = useTranslation('social');
  const dispatch = useAppDispatch();
  const refreshMember = useRefreshMember();
  const sliderId = useId();
  const hintId = useId();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    setSaving(true);
    setResult(null);
    try {
      await dispatch(mediaEditorApi.endpoints.saveCoverOffset.initiate(offset)).unwrap();
      onSaved();
      await refreshMember();
      setResult({ ok: true, text: t('media.cover.offsetSaved') });
    } catch (error) {
      setResult({ ok: false, text: failureText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && dirty && !saving) void save();
  };

  return (
    <div className="profile-media__offset">
      <label htmlFor={sliderId}>{t('media.cover.offset')}</label>
      <input
        id={sliderId}
        type="range"
        min={PROFILE_LIMITS.coverOffsetMin}
        max={PROFILE_LIMITS.coverOffsetMax}
        step={1}
        value={offset}
        disabled={disabled || saving}
        aria-valuetext={t('media.cover.offsetValue', { value: offset })}
        aria-describedby={hintId}
        onChange={(event) => {
          setResult(null);
          onChange(Number(event.target.value));
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="profile-media__hint">
        {t('media.cover.offsetHint')}
      </p>
      <button type="button" className="button" disabled={disabled || !dirty || saving} aria-busy={saving} onClick={() => void save()}>
        {t('media.cover.saveOffset')}
      </button>
      {result ? (
        <p className={result.ok ? 'profile-media__status' : 'profile-media__error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member's avatar and cover in the profile settings (SPEC §7 `PUT`/`DELETE /users/me/avatar`
 * and `/users/me/cover`, `PUT /users/me/about {coverOffset}`). Changing them needs a confirmed
 * e-mail address (SPEC §5): until then the controls are off and the editor says why.
 */
export function ProfileMediaEditor({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('social');
  const headingId = useId();
  const cover = useCoverOffset(user);
  const locked = !user.emailVerified;
  return (
    <section className="settings-card profile-media" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-card__title">
        {t('media.heading')}
      </h2>
      {locked ? <p className="notice">{t('media.unverified')}</p> : null}
      <ImagePicker kind="cover" current={user.cover} disabled={locked} preview={user.cover ? cover.surface : undefined}>
        {user.cover ? <CoverOffsetControl offset={cover.offset} dirty={cover.dirty} onChange={cover.change} onSaved={cover.saved} disabled={locked} /> : null}
      </ImagePicker>
      <ImagePicker kind="avatar" current={user.avatar} disabled={locked} />
    </section>
  );
}
