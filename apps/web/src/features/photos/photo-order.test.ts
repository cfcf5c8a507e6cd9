import { type Photo, photoVariants } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { withMainPhoto, withoutPhoto, withUploadedPhoto } from './photo-order';
import { variantSrcSet } from './photo-sources';

function photo(id: string, isMain = false): Photo {
  const variants = Object.fromEntries(
    Object.entries(photoVariants).map(([name, size]) => [name, { webp: `/p/${id}/${name}.webp`, jpeg: `/p/${id}/${name}.jpg`, ...size }]),
  ) as Photo['variants'];
  return {
    id,
    storageId: `bike/${id}`,
    isMain,
    uploadedAt: '2026-05-01T10:00:00.000Z',
    filename: `${id}.jpg`,
    size: 200_000,
    format: 'jpeg',
    metadata: { width: 800, height: 600, bytes: 200_000 },
    thumbnailUrl: variants.thumbnail.webp,
    variants,
  };
}

const ids = (photos: Photo[]) => photos.map((p) => `${p.id}${p.isMain ? '*' : ''}`);

describe('withoutPhoto', () => {
  it('makes the next photo main when the main one is deleted', () => {
    expect(ids(withoutPhoto([photo('a', true), photo('b'), photo('c')], 'a'))).toEqual(['b*', 'c']);
  });

  it('leaves the main photo alone when another is deleted', () => {
    expect(ids(withoutPhoto([photo('a', true), photo('b'), photo('c')], 'c'))).toEqual(['a*', 'b']);
    expect(withoutPhoto([photo('a', true)], 'a')).toEqual([]);
  });
});

describe('withMainPhoto', () => {
  it('puts the new main photo first, the others in their order', () => {
    expect(ids(withMainPhoto([photo('a', true), photo('b'), photo('c')], 'c'))).toEqual(['c*', 'a', 'b']);
  });
});

describe('withUploadedPhoto', () => {
  it('adds the upload at the end, once', () => {
    const c = photo('c');
    expect(ids(withUploadedPhoto(withUploadedPhoto([photo('a', true)], c), c))).toEqual(['a*', 'c']);
  });
});

describe('variantSrcSet', () => {
  it('lists the variants in one format with their widths', () => {
    expect(variantSrcSet(photo('a'), ['medium', 'large'], 'webp')).toBe('/p/a/medium.webp 600w, /p/a/large.webp 1200w');
    expect(variantSrcSet(photo('a'), ['small', 'medium', 'large'], 'jpeg')).toBe('/p/a/small.jpg 300w, /p/a/medium.jpg 600w, /p/a/large.jpg 1200w');
  });
});
