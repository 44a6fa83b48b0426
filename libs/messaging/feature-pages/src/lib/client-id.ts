/**
 * The id a browser gives each message it sends (issue 6: the server stores one message per
 * client id, so a retry after a lost answer never makes a second copy). A uuid, which fits the
 * contract's ClientMessageIdSchema. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); elsewhere the same v4 layout is made from `getRandomValues`, and Math.random is
 * the last resort of very old browsers (uniqueness per sender is all the server needs).
 */
export function newClientId(): string {
  const cryptoApi: Crypto | undefined = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
