import { describe, expect, it } from 'vitest';
import { sunQueryFromReading, tagUidFromReading } from './read-tag';

const urlRecord = (url: string) => ({ recordType: 'url', data: new DataView(new TextEncoder().encode(url).buffer) });

describe('tagUidFromReading', () => {
  it('normalises the serial number', () => {
    expect(tagUidFromReading({ serialNumber: '04:a2:b3:c4:d5:e6:f7', records: [] })).toBe('04A2B3C4D5E6F7');
  });

  it('prefers the uid of a URL record', () => {
    const reading = {
      serialNumber: '04:a2:b3:c4:d5:e6:f7',
      records: [{ recordType: 'text' }, urlRecord('https://ritrova.it/nfc/verifica?uid=04a1b2c3d4e501')],
    };
    expect(tagUidFromReading(reading)).toBe('04A1B2C3D4E501');
  });

  it('falls back to the serial number when the URL has no uid or is not a URL', () => {
    expect(tagUidFromReading({ serialNumber: '04:01:02:03', records: [urlRecord('https://ritrova.it/'), urlRecord('not a url')] })).toBe('04010203');
  });

  it('is null without serial number or uid', () => {
    expect(tagUidFromReading({ serialNumber: '', records: [] })).toBeNull();
  });
});

describe('sunQueryFromReading', () => {
  it("gives a secure tag's signed query as the tag wrote it", () => {
    const query = 'e=EF963FF7828658A599F3041510671E88&c=94EED9EE65337086';
    const reading = { serialNumber: '04:de:5f:1e:ac:c0:40', records: [urlRecord(`https://ritrova.it/nfc/verifica?${query}`)] };
    expect(sunQueryFromReading(reading)).toBe(query);
    // The UID of such a read is the chip's serial number.
    expect(tagUidFromReading(reading)).toBe('04DE5F1EACC040');
  });

  it('is null for a plain tag', () => {
    expect(sunQueryFromReading({ serialNumber: '04:01:02:03', records: [urlRecord('https://ritrova.it/nfc/verifica?uid=04010203')] })).toBeNull();
    expect(sunQueryFromReading({ serialNumber: '04:01:02:03', records: [] })).toBeNull();
  });
});
