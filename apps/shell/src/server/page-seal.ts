import { createHash, randomBytes } from 'node:crypto';

/**
 * Why hashes and not a per-response nonce: a micro-cached page is sent as the same bytes,
 * already compressed, to every reader. A nonce would change the bytes of each response and
 * force a fresh compression per request (milliseconds each, the cost the cache exists to
 * avoid). So the renderer marks the scripts the server itself writes (boot JSON, JSON-LD,
 * bundle tags, any inline script of the document or of React's runtime) with this process's
 * secret marker as their `nonce`; sealing removes the marker and allows each marked inline
 * script by its SHA-256 hash in the page's CSP. A script that reached the HTML any other way
 * (say, through content) carries no marker, so its hash is not listed and the browser refuses
 * it: still no 'unsafe-inline'. The marker never leaves the server (it is stripped from every
 * response), so content cannot forge it.
 */
export const SCRIPT_MARKER = randomBytes(18).toString('base64url');

export interface SealedDocument {
  html: string;
  /** CSP source expressions (`'sha256-…'`) of the marked inline scripts, in document order. */
  scriptHashes: string[];
}

// Scripts whose content the browser does not run (data blocks): CSP does not apply to them.
const DATA_BLOCK_TYPE = /\btype\s*=\s*"(?!(?:text\/javascript|application\/javascript|module)")[^"]*"/i;

/**
 * Removes `marker` from every script the server marked and returns the hash of each marked
 * inline script that a browser would execute.
 */
export function sealDocument(html: string, marker: string = SCRIPT_MARKER): SealedDocument {
  const attribute = ` nonce="${marker}"`;
  const hashes: string[] = [];
  let out = '';
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    const tagStart = html.lastIndexOf('<', at);
    const tagEnd = html.indexOf('>', at);
    const isScript = html.slice(tagStart, tagStart + 7).toLowerCase() === '<script';
    if (isScript && tagEnd !== -1) {
      const attributes = html.slice(tagStart + 7, at) + html.slice(at + attribute.length, tagEnd);
      const close = html.indexOf('</script>', tagEnd);
      if (!/\bsrc\s*=/.test(attributes) && !DATA_BLOCK_TYPE.test(attributes) && close !== -1) {
        const content = html.slice(tagEnd + 1, close);
        hashes.push(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
      }
    }
    out += html.slice(from, at);
    from = at + attribute.length;
  }
  return { html: out + html.slice(from), scriptHashes: [...new Set(hashes)] };
}
