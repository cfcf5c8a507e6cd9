import { describe, expect, it } from 'vitest';
import { createTagBatchSchema, parseTagCsv } from './admin-tags.ts';

describe('parseTagCsv', () => {
  it('reads the first column with its line, skipping a uid header, blank lines and quotes', () => {
    const csv = '\uFEFFUID;box\r\n04A1B2C3D4E5F6;1\n\n"04:a1:b2:c3:d4:e5:f7",2\n\tbad\n';
    expect(parseTagCsv(csv)).toEqual([
      { line: 2, value: '04A1B2C3D4E5F6' },
      { line: 4, value: '04:a1:b2:c3:d4:e5:f7' },
    ]);
  });

  it('keeps a first line that is a UID rather than a header', () => {
    expect(parseTagCsv('04A1B2C3\n04A1B2C4')).toEqual([
      { line: 1, value: '04A1B2C3' },
      { line: 2, value: '04A1B2C4' },
    ]);
  });
});

describe('createTagBatchSchema', () => {
  it('takes pasted UIDs or a number to generate with a batch name, never both or neither', () => {
    expect(createTagBatchSchema.safeParse({ uids: ['04A1B2C3'] }).success).toBe(true);
    expect(createTagBatchSchema.safeParse({ generate: 5, batch: 'L1' }).success).toBe(true);
    expect(createTagBatchSchema.safeParse({ generate: 5 }).error?.issues[0]?.path).toEqual(['batch']);
    expect(createTagBatchSchema.safeParse({ batch: 'L1' }).error?.issues[0]?.path).toEqual(['uids']);
    expect(createTagBatchSchema.safeParse({ uids: ['04A1B2C3'], generate: 1, batch: 'L1' }).success).toBe(false);
    expect(createTagBatchSchema.safeParse({ generate: 1001, batch: 'L1' }).success).toBe(false);
  });
});
