import { describe, expect, it } from 'vitest';
import { type BatchFormValues, parseKeyVersion, toBatchRequest } from './new-batch-request';

const form: BatchFormValues = { batch: ' LOTTO-2026-11 ', count: '10', uids: '', file: null, chip: 'ntag213', keyVersion: '' };

describe('parseKeyVersion', () => {
  it('leaves an empty field to the API and reads whole numbers from 0 to 255', () => {
    expect(parseKeyVersion('  ')).toBeUndefined();
    expect(parseKeyVersion('0')).toBe(0);
    expect(parseKeyVersion(' 255 ')).toBe(255);
  });

  it('refuses versions outside one byte and anything but digits', () => {
    for (const text of ['256', '-1', '1.5', 'v2', '1e2']) expect(parseKeyVersion(text)).toBeNull();
  });
});

describe('toBatchRequest', () => {
  it('sends a plain batch as NTAG 213 without a key version', async () => {
    expect(await toBatchRequest('generate', form)).toEqual({ chip: 'ntag213', mode: 'generate', batch: 'LOTTO-2026-11', count: 10 });
  });

  it('drops a key version typed for a plain batch', async () => {
    expect(await toBatchRequest('paste', { ...form, uids: '04A1B2C3D4E5F6\n04A1B2C3D4E5F7', keyVersion: '3' })).toEqual({
      chip: 'ntag213',
      mode: 'paste',
      batch: 'LOTTO-2026-11',
      uids: ['04A1B2C3D4E5F6', '04A1B2C3D4E5F7'],
    });
  });

  it('sends a secure batch with its key version, or without one for the next free version', async () => {
    expect(await toBatchRequest('generate', { ...form, chip: 'ntag424', keyVersion: '2' })).toMatchObject({ chip: 'ntag424', keyVersion: 2 });
    expect(await toBatchRequest('generate', { ...form, chip: 'ntag424' })).not.toHaveProperty('keyVersion');
  });

  it('reads the CSV file in the browser and sends its text with the chip', async () => {
    const file = new File(['uid\n04A1B2C3D4E5F6\n'], 'tags.csv', { type: 'text/csv' });
    expect(await toBatchRequest('import', { ...form, chip: 'ntag424', file })).toEqual({
      chip: 'ntag424',
      mode: 'import',
      batch: 'LOTTO-2026-11',
      csv: 'uid\n04A1B2C3D4E5F6\n',
    });
  });

  it('names every field that stops the request', async () => {
    expect(await toBatchRequest('generate', { ...form, batch: ' ', count: '0', chip: 'ntag424', keyVersion: '300' })).toEqual({
      batch: 'validation.required',
      count: 'validation.max_value',
      keyVersion: 'validation.max_value',
    });
    expect(await toBatchRequest('import', form)).toEqual({ file: 'validation.required' });
  });
});
