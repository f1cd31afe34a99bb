// Bytes of a feed to text. The charset comes from, in order: a byte order mark,
// the Content-Type charset parameter, the XML declaration's encoding, UTF-8.
// (RFC 7303 puts the BOM first and the HTTP header above the document's own
// declaration.) A label TextDecoder does not know is skipped, not fatal.

export type CharsetSource = 'bom' | 'content-type' | 'xml-declaration' | 'default';

export interface DecodedFeed {
  text: string;
  /** The WHATWG encoding name used (e.g. "utf-8", "windows-1251"). */
  charset: string;
  source: CharsetSource;
}

/** How far into the document the XML declaration is looked for. */
const DECLARATION_WINDOW = 1024;

export function decodeFeed(bytes: Uint8Array, contentType: string | undefined): DecodedFeed {
  const detected = detectCharset(bytes, contentType);
  // ignoreBOM false: TextDecoder drops a BOM that matches the encoding.
  const text = new TextDecoder(detected.charset, { fatal: false }).decode(bytes);
  return { text, ...detected };
}

export function detectCharset(
  bytes: Uint8Array,
  contentType: string | undefined,
): { charset: string; source: CharsetSource } {
  const bom = bomCharset(bytes);
  if (bom !== null) return { charset: bom, source: 'bom' };
  const fromHeader = utf16Checked(supported(charsetParam(contentType)), bytes);
  if (fromHeader !== null) return { charset: fromHeader, source: 'content-type' };
  const fromDecl = utf16Checked(supported(declaredEncoding(bytes)), bytes);
  if (fromDecl !== null) return { charset: fromDecl, source: 'xml-declaration' };
  return { charset: 'utf-8', source: 'default' };
}

/**
 * A UTF-16 label, believed only when the bytes are UTF-16 (one zero byte in the first two),
 * in their byte order. Documents written in single bytes that say UTF-16 are common (.NET's
 * XmlWriter over a StringWriter declares the string's encoding): they fall through to the
 * next source, and in the end to UTF-8.
 */
function utf16Checked(charset: string | null, b: Uint8Array): string | null {
  if (charset === null || !charset.startsWith('utf-16')) return charset;
  if (b.length >= 2 && b[0] !== 0 && b[1] === 0) return 'utf-16le';
  if (b.length >= 2 && b[0] === 0 && b[1] !== 0) return 'utf-16be';
  return null;
}

function bomCharset(b: Uint8Array): string | null {
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return null;
}

/** The charset parameter of a Content-Type value (quoted or not), or null. */
export function charsetParam(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType);
  if (m === null) return null;
  return (m[1] ?? m[2] ?? '').trim() || null;
}

/**
 * The encoding named by the XML declaration. A UTF-16 document without a BOM
 * is recognised by the zero bytes around "<?" and gets its byte order from them.
 */
function declaredEncoding(b: Uint8Array): string | null {
  if (b.length >= 4 && b[0] === 0x3c && b[1] === 0x00 && b[2] === 0x3f && b[3] === 0x00)
    return 'utf-16le';
  if (b.length >= 4 && b[0] === 0x00 && b[1] === 0x3c && b[2] === 0x00 && b[3] === 0x3f)
    return 'utf-16be';
  // The declaration is ASCII in every ASCII-compatible encoding: latin1 reads it byte for byte.
  const head = Buffer.from(b.buffer, b.byteOffset, Math.min(b.length, DECLARATION_WINDOW)).toString(
    'latin1',
  );
  const m = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/.exec(head);
  return m === null ? null : m[1]!;
}

/** The canonical name of `label` when TextDecoder supports it, else null. */
function supported(label: string | null): string | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}
