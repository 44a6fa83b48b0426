import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { sanitizer } from '../lazy/sanitizer-loader';

const RENAMES: Readonly<Record<string, string>> = { B: 'strong', I: 'em', DIV: 'p' };
const BLOCKS = new Set(['P', 'UL', 'OL', 'LI', 'DIV']);

/**
 * What the browser's editing commands produce, brought to the SPEC §5 allow-list (p, a, strong,
 * em, ul, ol, li): `<b>`/`<i>` become `<strong>`/`<em>`, `<div>` lines become paragraphs, line
 * breaks become spaces (`<br>` is not allowed, and dropping it would glue words), loose text is
 * wrapped in a paragraph. Parsed in an inert document (nothing loads, no handler runs), then
 * sanitized with `sanitize` (the sanitizer's sanitizeHtml): the editor never holds anything the
 * API would strip.
 */
export function normalizeEditorHtml(html: string, sanitize: (html: string) => string): string {
  if (!html.trim()) return '';
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  for (const [from, to] of Object.entries(RENAMES)) {
    for (const node of [...doc.body.getElementsByTagName(from)]) {
      const replacement = doc.createElement(to);
      while (node.firstChild) replacement.appendChild(node.firstChild);
      node.replaceWith(replacement);
    }
  }
  for (const br of [...doc.body.getElementsByTagName('br')]) {
    const parent = br.parentElement;
    const last = parent && br === parent.lastChild;
    if (last) br.remove();
    else br.replaceWith(doc.createTextNode(' '));
  }
  // Text typed straight into the editor (before the first paragraph exists) sits at the top level.
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...doc.body.childNodes]) {
    const inline = node.nodeType === Node.TEXT_NODE || (node.nodeType === Node.ELEMENT_NODE && !BLOCKS.has((node as Element).tagName));
    if (!inline) {
      paragraph = null;
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim() && !paragraph) {
      node.remove();
      continue;
    }
    if (!paragraph) {
      paragraph = doc.createElement('p');
      node.replaceWith(paragraph);
    }
    paragraph.appendChild(node);
  }
  // Empty paragraphs (a spare Enter, or what removed tags left behind) carry nothing.
  return sanitize(doc.body.innerHTML)
    .replace(/<p>(\s|&nbsp;)*<\/p>/g, '')
    .trim();
}

const SILENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE || SILENT.has((node as Element).tagName)) return '';
  if ((node as Element).tagName === 'BR') return ' ';
  return [...node.childNodes].map(textOf).join('');
}

/**
 * The area's words as plain paragraphs (one per block or list item), escaped by the browser's
 * serializer: safe without the sanitizer, formatting left out.
 */
export function plainParagraphs(area: HTMLElement): string {
  const lines: string[] = [];
  let inline = '';
  const push = (text: string) => {
    const line = text.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
  };
  for (const node of area.childNodes) {
    const tag = node.nodeType === Node.ELEMENT_NODE ? (node as Element).tagName : '';
    if (!BLOCKS.has(tag)) {
      inline += textOf(node);
      continue;
    }
    push(inline);
    inline = '';
    const parts = tag === 'UL' || tag === 'OL' ? [...(node as Element).children] : [node];
    for (const part of parts) push(textOf(part));
  }
  push(inline);
  return lines.map((line) => markup('p', line)).join('');
}

/** An element's markup, escaped by the browser's own serializer (no sanitizer needed for text we build). */
function markup(tag: 'a' | 'p', text: string, href?: string): string {
  const element = document.createElement(tag);
  element.textContent = text;
  if (href) element.setAttribute('href', href);
  return element.outerHTML;
}

/** http(s) addresses only; a bare domain gets https://. Null for anything else (javascript:, mailto:, typos). */
export function linkTarget(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

/** document.execCommand where the browser has it (every browser with contentEditable; jsdom has none). */
function run(command: string, value?: string): boolean {
  const exec = (document as Document & { execCommand?: Document['execCommand'] }).execCommand;
  if (typeof exec !== 'function') return false;
  return exec.call(document, command, false, value);
}

export interface RichTextFieldProps {
  label: string;
  /** Sanitized HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
  /** The id the error summary links to (the editable area gets it). */
  id?: string;
}

/**
 * A small rich text editor for a post's text and list items: bold, italic, links and lists, by
 * toolbar or the usual shortcuts. What it reports is normalized and sanitized on every change
 * (normalizeEditorHtml); pasted content is cleaned before it lands. Keyboard: Tab reaches the
 * toolbar buttons, then the text; the link form closes with Escape and returns to the text.
 */
export function RichTextField({ label, value, onChange, error, disabled, id }: RichTextFieldProps) {
  const { t } = useTranslation('social');
  const ownId = useId();
  const areaId = id ?? `${ownId}-area`;
  const labelId = `${ownId}-label`;
  const errorId = `${ownId}-error`;
  const areaRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const emitted = useRef<string | null>(null);
  const latestMarkup = useRef('');
  // A report that waited for the sanitizer goes to the field's current handler, not the one of its render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  // The DOM is the editor's state while typing; it is only rewritten for a value from outside
  // (load, restore, undo), never for the value it just reported, so the caret never jumps.
  useEffect(() => {
    const area = areaRef.current;
    if (area && value !== emitted.current) {
      area.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);

  /**
   * Reports what the area holds, normalized and sanitized. The sanitizer is fetched on the
   * editor's first focus; a change before it has arrived is reported once it has (read from the
   * area then, so nothing typed meanwhile is lost).
   */
  const emit = () => {
    const area = areaRef.current;
    if (!area) return;
    const report = (html: string) => {
      emitted.current = html;
      onChangeRef.current(html);
    };
    const loaded = sanitizer.loaded();
    if (loaded) {
      report(normalizeEditorHtml(area.innerHTML, loaded.sanitizeHtml));
      return;
    }
    // Until the sanitizer is here the words go out as plain paragraphs, so the draft, its local
    // copy and its save state know of them at once; the formatting follows when it arrives, read
    // from the area then, or from what it held last if it has gone meanwhile (the preview replaced
    // it, the member left the page): nothing typed waits on a download to be kept.
    latestMarkup.current = area.innerHTML;
    report(plainParagraphs(area));
    sanitizer.whenLoaded((module) => report(normalizeEditorHtml(areaRef.current?.innerHTML ?? latestMarkup.current, module.sanitizeHtml)));
  };

  const command = (name: Command) => {
    areaRef.current?.focus();
    run(name);
    emit();
  };

  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && areaRef.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkValue('');
    setLinkError(null);
    setLinkOpen(true);
  };

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  const closeLink = () => {
    setLinkOpen(false);
    areaRef.current?.focus();
  };

  const addLink = (event: FormEvent) => {
    event.preventDefault();
    const url = linkTarget(linkValue);
    if (!url) {
      setLinkError(t('editor.toolbar.linkInvalid'));
      return;
    }
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    const collapsed = !selection || selection.rangeCount === 0 || selection.getRangeAt(0).collapsed;
    const done = collapsed ? run('insertHTML', markup('a', url, url)) : run('createLink', url);
    // Without editing commands (or with the caret outside the text), the link goes at the end.
    if (!done) area.innerHTML = `${area.innerHTML}<p>${markup('a', url, url)}</p>`;
    setLinkOpen(false);
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    // Pasted markup is cleaned before it lands; right after the first focus that may wait for the sanitizer.
    const insert = (sanitize: (html: string) => string) => {
      const clean = html ? normalizeEditorHtml(html, sanitize) : '';
      const inserted = clean ? run('insertHTML', clean) : run('insertText', text);
      if (!inserted) {
        const area = areaRef.current;
        if (area) area.innerHTML = `${area.innerHTML}${clean || markup('p', text)}`;
      }
      emit();
    };
    sanitizer.whenLoaded((module) => insert(module.sanitizeHtml));
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeLink();
    }
  };

  const tools: Array<[Command, string, string]> = [
    ['bold', t('editor.toolbar.bold'), 'B'],
    ['italic', t('editor.toolbar.italic'), 'I'],
    ['insertUnorderedList', t('editor.toolbar.bulletList'), '•'],
    ['insertOrderedList', t('editor.toolbar.numberedList'), '1.'],
  ];

  return (
    <div className={error ? 'rich-text form-field--invalid' : 'rich-text'} onFocus={sanitizer.preload}>
      <span id={labelId} className="rich-text__label">
        {label}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('editor.toolbar.label', { field: label })}>
        {tools.map(([name, text, glyph]) => (
          <button
            key={name}
            type="button"
            className={`rich-text__tool rich-text__tool--${name}`}
            aria-label={text}
            title={text}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => command(name)}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        ))}
        <button
          type="button"
          className="rich-text__tool rich-text__tool--link"
          aria-label={t('editor.toolbar.link')}
          title={t('editor.toolbar.link')}
          aria-expanded={linkOpen}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          <span aria-hidden="true">🔗</span>
        </button>
      </div>
      {linkOpen ? (
        <div className="rich-text__link" onKeyDown={onLinkKeyDown}>
          <label htmlFor={`${ownId}-link`}>{t('editor.toolbar.linkAddress')}</label>
          <input
            ref={linkInputRef}
            id={`${ownId}-link`}
            type="url"
            inputMode="url"
            value={linkValue}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${ownId}-link-error` : undefined}
            placeholder="https://"
            onChange={(event) => setLinkValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') addLink(event);
            }}
          />
          <button type="button" className="button button--primary" onClick={addLink}>
            {t('editor.toolbar.linkAdd')}
          </button>
          <button type="button" className="button" onClick={closeLink}>
            {t('editor.toolbar.linkCancel')}
          </button>
          {linkError ? (
            <p id={`${ownId}-link-error`} className="form-field__error" role="alert">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        ref={areaRef}
        id={areaId}
        className="rich-text__area"
        role="textbox"
        tabIndex={disabled ? -1 : 0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
      />
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
