import { COMMON_RESOURCES, type TranslationTree } from '@meydan/shared/util/i18n';
import { EDITIONS } from '@meydan/shared/util/routing';
import type { LocalizedText } from './messages';

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text of the i18n `common` namespace (the UI's own resource files) in every edition, so an
 * API message and the form hint for the same rule are one translation. Undefined when any
 * language lacks the key.
 */
export function commonText(key: string): LocalizedText | undefined {
  const texts: Partial<Record<(typeof EDITIONS)[number], string>> = {};
  for (const edition of EDITIONS) {
    const text = lookup(COMMON_RESOURCES[edition], key);
    if (text === undefined) return undefined;
    texts[edition] = text;
  }
  return texts as LocalizedText;
}

/** Like commonText, for keys the API relies on: a missing translation fails at start-up, not in a response. */
export function requireCommonText(key: string): LocalizedText {
  const text = commonText(key);
  if (!text) throw new Error(`i18n key "${key}" is missing in a common.json`);
  return text;
}
