import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { MemberArticle } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { normalizeError } from '@meydan/shared/util/errors';
import { firstIssueByField, refusalText } from '../account-link-shared';
import { formChecks } from '../lazy/form-checks-loader';
import { clearLocalDraft, writeLocalDraft } from './draft-storage';
import { articleContent, type EditorContent, fromContent, hasSomething, sameContent, toContent } from './editor-model';
import { memberContentApi } from '@meydan/social/data-access';

/**
 * idle: nothing to save yet; dirty: changes wait for the next autosave; saving; saved: the server
 * has exactly what is on screen; failed: the last save was refused or did not arrive (the local
 * copy keeps everything, a retry follows); invalid: a limit is broken (shown at the field, not
 * sent); conflict: another window saved a newer version; gone: the post no longer exists.
 */
export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed' | 'invalid' | 'conflict' | 'gone';

export const AUTOSAVE_DELAY_MS = 1500;
/** A save that failed for a network or server reason is tried again after this long. */
export const AUTOSAVE_RETRY_MS = 10_000;

export interface ArticleDraftOptions {
  userId: string;
  /** The post as the server has it (null for a new post). */
  article: MemberArticle | null;
  content: EditorContent;
  /** The content on screen came from the browser's local copy, not from the server. */
  restored?: boolean;
  /** A newer server version than the local copy was based on (another window saved since). */
  remote?: MemberArticle | null;
  delayMs?: number;
  /** The server created the post: the page moves to its address. */
  onCreated?: (article: MemberArticle) => void;
}

const UNSAVED: ReadonlySet<SaveState> = new Set(['dirty', 'saving', 'failed', 'invalid', 'conflict']);

/**
 * The editor's working copy and its autosave: every change is kept in the browser at once and
 * sent to the server after a pause in typing (one save at a time; changes made during a save go
 * in the next one). The local copy is dropped only when the server confirmed that very content.
 */
export function useArticleDraft(options: ArticleDraftOptions) {
  const { userId, delayMs = AUTOSAVE_DELAY_MS, onCreated } = options;
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [content, setContent] = useState<EditorContent>(options.content);
  const [article, setArticleState] = useState<MemberArticle | null>(options.article);
  const [state, setState] = useState<SaveState>(options.remote ? 'conflict' : options.restored ? 'dirty' : options.article ? 'saved' : 'idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [remote, setRemote] = useState<MemberArticle | null>(options.remote ?? null);
  const contentRef = useRef(content);
  const articleRef = useRef(article);
  const stateRef = useRef(state);
  const running = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const moveTo = useCallback((next: SaveState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const setArticle = useCallback((next: MemberArticle) => {
    articleRef.current = next;
    setArticleState(next);
  }, []);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const save = useCallback(async (): Promise<boolean> => {
    cancelTimer();
    if (stateRef.current === 'conflict' || stateRef.current === 'gone') return false;
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const snapshot = toContent(contentRef.current);
    const current = articleRef.current;
    if (current ? sameContent(snapshot, articleContent(current)) : !hasSomething(snapshot)) {
      clearLocalDraft(userId, current?._id ?? null);
      moveTo(current ? 'saved' : 'idle');
      return true;
    }
    const checks = formChecks.loaded();
    if (!checks) {
      // The contract checks are fetched with the first change; a save before they are here
      // waits for them (as one running save), then looks at the content as it is by then.
      const waiting = formChecks.load().then(
        () => {
          running.current = null;
          again.current = false;
          return save();
        },
        (error: unknown) => {
          running.current = null;
          setFailure(refusalText(common, error));
          moveTo('failed');
          timer.current = setTimeout(() => void save(), AUTOSAVE_RETRY_MS);
          return false;
        },
      );
      running.current = waiting;
      return waiting;
    }
    const checked = checks.validate(checks.MemberArticleBodySchema, snapshot);
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(Object.entries(firstIssueByField(checked.errors)).map(([path, messageKey]) => [path, common(messageKey as string)])));
      moveTo('invalid');
      return false;
    }
    setFieldErrors({});
    moveTo('saving');
    const attempt = (async () => {
      try {
        const saved = current
          ? await dispatch(memberContentApi.endpoints.saveMyArticle.initiate({ id: current._id, body: { ...snapshot, revision: current.revision } })).unwrap()
          : await dispatch(memberContentApi.endpoints.createMyArticle.initiate(snapshot)).unwrap();
        setArticle(saved);
        setFailure(null);
        const latest = toContent(contentRef.current);
        if (!current) clearLocalDraft(userId, null);
        if (sameContent(latest, snapshot)) {
          clearLocalDraft(userId, saved._id);
          moveTo('saved');
        } else {
          writeLocalDraft(userId, saved._id, latest, saved.revision);
          moveTo('dirty');
          again.current = true;
        }
        if (!current) onCreatedRef.current?.(saved);
        return true;
      } catch (error) {
        const { statusCode } = normalizeError(error);
        setFailure(refusalText(common, error));
        if ((statusCode === 409 || statusCode === 404) && current) {
          // Find out why: the post is gone, or another window saved a newer revision.
          const latest = await dispatch(memberContentApi.endpoints.getMyArticle.initiate(current._id, { forceRefetch: true, subscribe: false }))
            .unwrap()
            .catch(() => null);
          if (!latest) moveTo('gone');
          else if (latest.revision !== current.revision) {
            setRemote(latest);
            moveTo('conflict');
          } else moveTo('failed');
        } else {
          moveTo('failed');
          // Nothing the member can fix (network, server): try again by itself.
          if (statusCode >= 500 || statusCode === 0 || statusCode === 429) timer.current = setTimeout(() => void save(), AUTOSAVE_RETRY_MS);
        }
        return false;
      } finally {
        running.current = null;
        if (again.current) {
          again.current = false;
          if (stateRef.current === 'dirty') timer.current = setTimeout(() => void save(), 0);
        }
      }
    })();
    running.current = attempt;
    return attempt;
  }, [common, dispatch, moveTo, setArticle, userId]);

  /** Applies a change from the form; an identical value (a field reporting on blur) changes nothing. */
  const update = useCallback(
    (change: (previous: EditorContent) => EditorContent) => {
      const previous = contentRef.current;
      const next = change(previous);
      if (next === previous || JSON.stringify(toContent(next)) === JSON.stringify(toContent(previous))) {
        contentRef.current = next;
        setContent(next);
        return;
      }
      contentRef.current = next;
      setContent(next);
      // The autosave checks the post with the contract: fetched now, there by the time it runs.
      formChecks.preload();
      const articleId = articleRef.current?._id ?? null;
      const stored = toContent(next);
      if (articleId || hasSomething(stored)) writeLocalDraft(userId, articleId, stored, articleRef.current?.revision ?? null);
      if (stateRef.current === 'conflict' || stateRef.current === 'gone') return;
      moveTo('dirty');
      cancelTimer();
      timer.current = setTimeout(() => void save(), delayMs);
    },
    [delayMs, moveTo, save, userId],
  );

  /** Conflict: save what is on screen over the newer version. */
  const keepMine = useCallback(async () => {
    if (!remote) return false;
    setArticle(remote);
    setRemote(null);
    moveTo('dirty');
    return save();
  }, [moveTo, remote, save, setArticle]);

  /** Conflict: drop the local changes and show the newer version. */
  const takeTheirs = useCallback(() => {
    if (!remote) return;
    const next = fromContent(articleContent(remote));
    contentRef.current = next;
    setContent(next);
    setArticle(remote);
    setRemote(null);
    clearLocalDraft(userId, remote._id);
    setFailure(null);
    moveTo('saved');
  }, [moveTo, remote, setArticle, userId]);

  // A pending autosave still goes out when the member leaves the page inside the site.
  useEffect(
    () => () => {
      if (timer.current && UNSAVED.has(stateRef.current)) {
        cancelTimer();
        void save();
      }
    },
    [save],
  );

  // Leaving the site with unsaved changes asks first (the local copy keeps them anyway).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!UNSAVED.has(stateRef.current)) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // A restored local copy goes to the server without waiting for the next keystroke.
  useEffect(() => {
    if (stateRef.current === 'dirty') timer.current = setTimeout(() => void save(), delayMs);
    return cancelTimer;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The post's id as soon as the server gave one (before the next render shows it). */
  const currentId = useCallback(() => articleRef.current?._id ?? null, []);

  return { content, update, article, setArticle, state, failure, fieldErrors, remote, save, keepMine, takeTheirs, currentId };
}
