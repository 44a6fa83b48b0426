/**
 * windows-1254 (Turkish) encoding, which KOERI's page is served in. TextEncoder writes UTF-8 only;
 * TextDecoder does read windows-1254 (the parser uses it), so the encoding table is its inverse,
 * built once: Latin-1 but for six Turkish letters (Ğ İ Ş ğ ı ş in the places of Ð Ý Þ ð ý þ) and
 * the typographic signs at 0x80–0x9F.
 */
const QUESTION_MARK = 0x3f;

let table: Map<string, number> | undefined;

function encodingTable(): Map<string, number> {
  if (!table) {
    const decoder = new TextDecoder('windows-1254');
    table = new Map();
    for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  }
  return table;
}

/** The text's windows-1254 bytes; a character the code page cannot hold becomes '?', as Windows' converters write it. */
export function encodeWindows1254(text: string): Uint8Array {
  const bytes = encodingTable();
  return Uint8Array.from(text.normalize('NFC'), (char) => bytes.get(char) ?? QUESTION_MARK);
}
