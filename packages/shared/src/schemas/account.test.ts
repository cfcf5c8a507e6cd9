import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, loginSchema, passwordChecks, passwordSchema } from './account.ts';
import { registerFormSchema, registerSchema } from './public-name.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('password rule (spec §5)', () => {
  it.each([
    ['Bici-2026', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false],
    ['aa1!aaaa', false],
    ['AA1!AAAA', false],
    ['Aa!aaaaa', false],
    ['Aa1aaaaa', false],
    ['Sicura 2026', true],
    ['Àccento1!', false],
  ])('%s → %s', (password, valid) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });

  it('names the first rule broken with its i18n key', () => {
    expect(firstIssue(passwordSchema.safeParse('short'))?.message).toBe('validation.password_min_length');
    expect(firstIssue(passwordSchema.safeParse('nouppercase1!'))?.message).toBe('validation.password_uppercase');
  });

  it('agrees with the live checklist shown under the field, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const allChecks = passwordChecks.every((c) => c.test(p));
        expect(passwordSchema.safeParse(p).success).toBe(allChecks);
      }),
    );
  });

  it('refuses absurdly long passwords', () => {
    expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false);
  });
});

describe('email rule', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
  });

  it.each(['', 'mario', 'mario@', '@example.com', 'mario rossi@example.com'])('refuses %j', (email) => {
    const issue = firstIssue(emailSchema.safeParse(email));
    expect(issue?.message).toMatch(/^validation\.(email_invalid|required)$/);
  });
});

describe('registration', () => {
  const valid = {
    nome: 'Anna',
    cognome: 'Costa',
    email: 'anna@example.com',
    password: 'Bici-Sicura-1',
    acceptTerms: true,
    acceptPrivacy: true,
    confirmAge16: true,
  };

  it('defaults the persona to owner', () => {
    expect(registerSchema.parse(valid).role).toBe('owner');
  });

  it('requires terms, privacy and the age confirmation', () => {
    for (const [field, key] of [
      ['acceptTerms', 'validation.accept_terms'],
      ['acceptPrivacy', 'validation.accept_privacy'],
      ['confirmAge16', 'validation.confirm_age'],
    ] as const) {
      const issue = firstIssue(registerSchema.safeParse({ ...valid, [field]: false }));
      expect(issue).toMatchObject({ message: key, path: [field] });
    }
  });

  it('in the form, requires the confirmation to match', () => {
    const issue = firstIssue(registerFormSchema.safeParse({ ...valid, confirmPassword: 'Different-1!' }));
    expect(issue).toMatchObject({ message: 'validation.passwords_mismatch', path: ['confirmPassword'] });
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it('in the form, reports a mismatch together with the other problems', () => {
    const result = registerFormSchema.safeParse({ ...valid, nome: '', acceptTerms: false, confirmPassword: 'Different-1!' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['validation.required', 'validation.accept_terms', 'validation.passwords_mismatch']));
  });
});

describe('login', () => {
  it('accepts any non-empty password, so older passwords still sign in', () => {
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'old' }).success).toBe(true);
    expect(firstIssue(loginSchema.safeParse({ email: 'a@example.com', password: '' }))?.message).toBe('validation.required');
  });
});
