import { describe, expect, it } from 'vitest';
import { chipName, frameColours, sheetPhotos } from './bike-record-sheet';

const photo = (id: string, isMain: boolean) => ({ id, isMain, url: `/media/b/${id}/large.jpg`, width: 1200, height: 800 });

describe('chipName', () => {
  it('names a plain chip as NXP does and a secure one with its family', () => {
    expect(chipName('ntag213')).toEqual({ name: 'NTAG213', secure: false });
    expect(chipName('ntag424')).toEqual({ name: 'NTAG 424 DNA', secure: true });
  });
});

describe('frameColours', () => {
  it('joins the two colours, keeps one alone, and says nothing for none', () => {
    expect(frameColours('celeste', 'nero')).toBe('celeste / nero');
    expect(frameColours('celeste', null)).toBe('celeste');
    expect(frameColours(null, null)).toBeNull();
  });
});

describe('sheetPhotos', () => {
  it('prints the main photo large and the others small, whatever their order', () => {
    const { main, others } = sheetPhotos([photo('a', false), photo('m', true), photo('b', false)]);
    expect(main?.id).toBe('m');
    expect(others.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('takes the first photo when none is marked main, and has none for a bike without photos', () => {
    expect(sheetPhotos([photo('a', false), photo('b', false)]).main?.id).toBe('a');
    expect(sheetPhotos([])).toEqual({ main: null, others: [] });
  });
});
