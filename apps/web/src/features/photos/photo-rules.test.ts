import { PHOTO_LIMITS } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { fileProblem, preparedPhotoProblem, remainingSlots, selectionProblem } from './photo-rules';

const MB = 1024 * 1024;

describe('remainingSlots', () => {
  it('leaves 5 for a bike without photos, none once it has 5', () => {
    expect(remainingSlots(0)).toBe(PHOTO_LIMITS.perBike);
    expect(remainingSlots(3)).toBe(2);
    expect(remainingSlots(5)).toBe(0);
  });

  it('counts the uploads already on their way, and never goes below zero', () => {
    expect(remainingSlots(2, 2)).toBe(1);
    expect(remainingSlots(4, 3)).toBe(0);
  });
});

describe('selectionProblem', () => {
  it('takes a selection that fits the free slots', () => {
    expect(selectionProblem(2, 2)).toBeNull();
    expect(selectionProblem(1, 5)).toBeNull();
  });

  it('refuses an empty selection, a full bike and more files than free slots', () => {
    expect(selectionProblem(0, 3)).toBe('no_file_provided');
    expect(selectionProblem(1, 0)).toBe('quota_exceeded');
    expect(selectionProblem(3, 2)).toBe('too_many_files');
  });
});

describe('fileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s', (type) => {
    expect(fileProblem({ type, size: 50_000 })).toBeNull();
  });

  it.each(['image/gif', 'image/heic', 'application/pdf', ''])('refuses the type %j', (type) => {
    expect(fileProblem({ type, size: 50_000 })).toBe('invalid_format');
  });

  it('refuses a file under 1 KB', () => {
    expect(fileProblem({ type: 'image/png', size: 1023 })).toBe('file_too_small');
    expect(fileProblem({ type: 'image/png', size: 1024 })).toBeNull();
  });

  it('leaves a large file to the compression (its size is checked on what is sent)', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 9 * MB })).toBeNull();
  });
});

describe('preparedPhotoProblem', () => {
  const photo = { size: 400_000, width: 1600, height: 1200 };

  it('accepts a photo within every limit, the limits included', () => {
    expect(preparedPhotoProblem(photo)).toBeNull();
    expect(preparedPhotoProblem({ size: 5 * MB, width: 300, height: 300 })).toBeNull();
    expect(preparedPhotoProblem({ size: 1024, width: 4000, height: 2000 })).toBeNull();
    expect(preparedPhotoProblem({ ...photo, width: 600, height: 1200 })).toBeNull();
  });

  it('refuses more than 5 MB to send', () => {
    expect(preparedPhotoProblem({ ...photo, size: 5 * MB + 1 })).toBe('file_too_large');
  });

  it('refuses a side under 300 px or over 4000 px', () => {
    expect(preparedPhotoProblem({ ...photo, width: 299, height: 400 })).toBe('invalid_dimensions');
    expect(preparedPhotoProblem({ ...photo, width: 4001, height: 3000 })).toBe('invalid_dimensions');
  });

  it('refuses an aspect ratio beyond 1:2 or 2:1', () => {
    expect(preparedPhotoProblem({ ...photo, width: 2001, height: 1000 })).toBe('invalid_dimensions');
    expect(preparedPhotoProblem({ ...photo, width: 599, height: 1200 })).toBe('invalid_dimensions');
  });
});
