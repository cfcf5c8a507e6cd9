import { describe, expect, it } from 'vitest';
import { chipFailure, classifyTagContent, urlOnTag } from './tag-programming';

const url = (text: string) => ({ recordType: 'url', data: new DataView(new TextEncoder().encode(text).buffer) });
const uid = '04A1B2C3D4E5F6';
const own = `https://ritrova.example/nfc/verifica?uid=${uid}`;

describe('what a tag carries', () => {
  it('reads the URL of the first URL record, none on a blank tag', () => {
    expect(urlOnTag([url(own)])).toBe(own);
    expect(urlOnTag([{ recordType: 'absolute-url', data: url(own).data }])).toBe(own);
    expect(urlOnTag([])).toBeNull();
    expect(urlOnTag([{ recordType: 'empty' }])).toBeNull();
  });

  it('calls a tag with no records, or only empty ones, blank', () => {
    expect(classifyTagContent([], uid)).toBe('blank');
    expect(classifyTagContent([{ recordType: 'empty' }], uid)).toBe('blank');
  });

  it('recognises a Ritrova verification URL of the same UID, whatever its host or case', () => {
    expect(classifyTagContent([url(own)], uid)).toBe('ritrova_same_uid');
    expect(classifyTagContent([url(`http://localhost:3000/nfc/verifica?uid=${uid.toLowerCase()}`)], uid)).toBe('ritrova_same_uid');
  });

  it('refuses another URL, a Ritrova URL of another UID (a copied tag) and other data', () => {
    expect(classifyTagContent([url('https://example.com/menu')], uid)).toBe('other_url');
    expect(classifyTagContent([url('https://ritrova.example/nfc/verifica?uid=04FFFFFFFFFFFF')], uid)).toBe('other_url');
    expect(classifyTagContent([url(own), url('https://example.com')], uid)).toBe('other_url');
    expect(classifyTagContent([{ recordType: 'text', data: new DataView(new ArrayBuffer(2)) }], uid)).toBe('other_content');
  });
});

describe('why the chip refused', () => {
  it('names each Web NFC failure as the shop should hear it', () => {
    expect(chipFailure(new DOMException('read-only', 'NotAllowedError'))).toBe('locked');
    expect(chipFailure(new DOMException('no NDEF', 'NotSupportedError'))).toBe('not_formattable');
    expect(chipFailure(new DOMException('lost', 'NetworkError'))).toBe('moved_away');
    expect(chipFailure(new DOMException('aborted', 'AbortError'))).toBe('moved_away');
    expect(chipFailure(new Error('?'))).toBe('write_failed');
  });
});
