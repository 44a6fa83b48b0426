/**
 * What renderPage writes the document into: the subset of ServerResponse it uses, kept in
 * memory, because the page's CSP (hashes of its inline scripts, see page-seal.ts) is known only
 * once the whole document is. Data loading happens before the first byte either way, so holding
 * the document until it is complete costs only the render itself.
 */
export class PageSink {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  // Strings as written: the document is rendered as a string and sealed as one, so it is never
  // encoded to bytes and back on the way.
  private readonly chunks: string[] = [];

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    return this;
  }

  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }

  end(chunk?: string): this {
    if (chunk !== undefined) this.write(chunk);
    return this;
  }

  html(): string {
    return this.chunks.join('');
  }
}
