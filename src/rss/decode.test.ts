import { encodeSingleByte } from '../../action-tests/feed-server.js';
import { charsetParam, decodeFeed, detectCharset } from './decode.js';

const utf8 = (s: string) => Buffer.from(s, 'utf8');

describe('detectCharset', () => {
  it('prefers a BOM over everything', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8('<?xml version="1.0" encoding="windows-1251"?><rss/>'),
    ]);
    expect(detectCharset(bytes, 'text/xml; charset=iso-8859-1')).toEqual({
      charset: 'utf-8',
      source: 'bom',
    });
    expect(detectCharset(Buffer.from([0xff, 0xfe, 0x3c, 0x00]), undefined).charset).toBe(
      'utf-16le',
    );
    expect(detectCharset(Buffer.from([0xfe, 0xff, 0x00, 0x3c]), undefined).charset).toBe(
      'utf-16be',
    );
  });

  it('takes the Content-Type charset over the XML declaration', () => {
    const bytes = utf8('<?xml version="1.0" encoding="utf-8"?><rss/>');
    expect(detectCharset(bytes, 'application/rss+xml; charset="windows-1251"')).toEqual({
      charset: 'windows-1251',
      source: 'content-type',
    });
  });

  it('falls back to the XML declaration, then UTF-8', () => {
    expect(
      detectCharset(utf8("<?xml version='1.0' encoding='ISO-8859-1'?><rss/>"), 'text/xml'),
    ).toEqual({
      charset: 'windows-1252',
      source: 'xml-declaration',
    });
    expect(detectCharset(utf8('<rss/>'), undefined)).toEqual({
      charset: 'utf-8',
      source: 'default',
    });
  });

  it('skips labels TextDecoder does not know', () => {
    const bytes = utf8('<?xml version="1.0" encoding="koi8-r"?><rss/>');
    expect(detectCharset(bytes, 'text/xml; charset=x-made-up')).toEqual({
      charset: 'koi8-r',
      source: 'xml-declaration',
    });
    expect(
      detectCharset(utf8('<?xml version="1.0" encoding="nonsense"?>'), 'text/xml; charset=bogus')
        .source,
    ).toBe('default');
  });

  it('recognises BOM-less UTF-16 from the zero bytes', () => {
    expect(detectCharset(Buffer.from('<?xml', 'utf16le'), undefined).charset).toBe('utf-16le');
  });

  it('believes a UTF-16 label only of bytes that are UTF-16, in their byte order', () => {
    // .NET's XmlWriter over a StringWriter: declared UTF-16, written in single bytes.
    const declared = '<?xml version="1.0" encoding="utf-16"?><rss version="2.0"><channel/></rss>';
    expect(detectCharset(utf8(declared), 'application/rss+xml')).toEqual({
      charset: 'utf-8',
      source: 'default',
    });
    expect(detectCharset(utf8('<rss/>'), 'text/xml; charset=utf-16')).toEqual({
      charset: 'utf-8',
      source: 'default',
    });
    const declaredLatin = '<?xml version="1.0" encoding="iso-8859-1"?><rss/>';
    expect(detectCharset(utf8(declaredLatin), 'text/xml; charset=utf-16').charset).toBe(
      'windows-1252',
    );
    const be = Buffer.from(Buffer.from('<rss/>', 'utf16le').swap16());
    expect(detectCharset(be, 'text/xml; charset=utf-16')).toEqual({
      charset: 'utf-16be',
      source: 'content-type',
    });
    expect(decodeFeed(utf8(declared), undefined).text).toBe(declared);
  });
});

describe('decodeFeed', () => {
  it('decodes windows-1251 named by the header or by the declaration', () => {
    const text = '<?xml version="1.0" encoding="windows-1251"?><title>Привет, мир</title>';
    const bytes = encodeSingleByte(text, 'windows-1251');
    expect(decodeFeed(bytes, 'application/xml; charset=windows-1251').text).toBe(text);
    expect(decodeFeed(bytes, 'application/xml').text).toBe(text);
  });

  it('decodes ISO-8859-1', () => {
    const text = '<title>Café Müller à la carte</title>';
    expect(
      decodeFeed(encodeSingleByte(text, 'iso-8859-1'), 'text/xml; charset=ISO-8859-1').text,
    ).toBe(text);
  });

  it('drops the BOM and replaces invalid UTF-8 instead of failing', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8('<a>'),
      Buffer.from([0xff]),
      utf8('</a>'),
    ]);
    expect(decodeFeed(bytes, undefined).text).toBe('<a>\ufffd</a>');
  });
});

describe('charsetParam', () => {
  it('reads quoted and bare values', () => {
    expect(charsetParam('text/xml;charset=UTF-8')).toBe('UTF-8');
    expect(charsetParam('text/xml; Charset = "koi8-r" ; q=1')).toBe('koi8-r');
    expect(charsetParam('text/xml')).toBeNull();
    expect(charsetParam(undefined)).toBeNull();
  });
});
