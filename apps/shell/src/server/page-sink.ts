/**
 * What renderPage writes the document into: the subset of ServerResponse it uses, kept in
 * memory, because the page's CSP (hashes of its inline scripts, see page-seal.ts) is known only
 * once the whole document is. Data loading happens before the first byte either way, so holding
 * the document until it is complete costs only the render itself.
 */
export class PageSink {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    return this;
  }

  write(chunk: string | Buffer): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    return true;
  }

  end(chunk?: string | Buffer): this {
    if (chunk !== undefined) this.write(chunk);
    return this;
  }

  html(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
