import { describe, expect, it } from 'vitest';
import { publicName } from './public-name.presenter.ts';

describe('publicName', () => {
  it('is the Hunter name wherever a Hunter is shown to others', () => {
    expect(publicName({ nome: 'Marco', cognome: 'Ferri', hunter_name: 'MarcoOcchioLungo' })).toBe('MarcoOcchioLungo');
  });

  it('is first name and initial for a finder without a Hunter name, and the first name alone without a surname', () => {
    expect(publicName({ nome: 'Marco', cognome: 'ferri', hunter_name: null })).toBe('Marco F.');
    expect(publicName({ nome: 'Marco', cognome: '  ', hunter_name: null })).toBe('Marco');
  });
});
