/** KOERI list pages written for specs: windows-1254 bytes, the real header and fixed columns. */

/** windows-1254 bytes of a text (ASCII and the Turkish letters; Latin-1 letters keep their code). */
export function windows1254(text: string): Uint8Array {
  const turkish: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
  return Uint8Array.from([...text], (char) => turkish[char] ?? char.charCodeAt(0));
}

export interface KoeriLineFields {
  /** Turkey local time as listed: `2020.06.28 20:43:26`. */
  local: string;
  latitude: string;
  longitude: string;
  depth: string;
  /** `-.-` when not computed. */
  ml: string;
  mw: string;
  location: string;
  /** `İlksel`, `REVIZE01   (2020.06.28 20:43:26)`, … */
  quality: string;
}

/** One data line in KOERI's columns (MD is never computed on today's lists). */
export function koeriLine(f: KoeriLineFields): string {
  return `${f.local}  ${f.latitude.padStart(7)}   ${f.longitude.padStart(7)}   ${f.depth.padStart(8)}      -.-  ${f.ml}  ${f.mw}   ${f.location.padEnd(50)}${f.quality}`;
}

/** A list page around the given lines, as KOERI serves it (CRLF, <pre>, header lines). */
export function koeriPage(...lines: string[]): Uint8Array {
  return windows1254(
    [
      '<pre>',
      '..................TÜRKİYE VE YAKIN ÇEVRESİNDEKİ SON DEPREMLER....................',
      'Tarih      Saat      Enlem(N)  Boylam(E) Derinlik(km)  MD   ML   Mw    Yer                                             Çözüm Niteliği',
      '---------- --------  --------  -------   ----------    ------------    --------------                                  --------------',
      ...lines,
      '',
      '</pre>',
    ].join('\r\n'),
  );
}
