import { languages } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { type MailTemplate, mailTemplates } from './templates.ts';

const facts = { supportAddress: 'aiuto@ritrova.example' };
const params = { nome: 'Giulia', link: 'https://ritrova.example/x', shop: 'Cicli Rossi', bike: 'Bianchi', amount: '10,00 €', date: '1/1/2027' };
const names = Object.keys(mailTemplates) as MailTemplate[];

describe('mail templates', () => {
  it('give the configured support address, never a written one, in every language', () => {
    for (const name of names)
      for (const language of languages) {
        const mail = mailTemplates[name](language, 'giulia@example.com', params, facts);
        expect(`${mail.text}${mail.html}`, `${name} ${language}`).not.toContain('support@ritrova.it');
      }
    for (const language of languages)
      for (const name of ['twoFactorEnabled', 'twoFactorDisabled', 'shopTagActivated', 'contactAcknowledgement'] as const)
        expect(mailTemplates[name](language, 'giulia@example.com', params, facts).text, `${name} ${language}`).toContain('aiuto@ritrova.example');
  });

  it('promise an answer to a contact message within 24 hours (spec §9), as the pages do', () => {
    const text = (language: (typeof languages)[number]) => mailTemplates.contactAcknowledgement(language, 'a@example.com', params, facts).text;
    expect(text('it')).toContain('entro 24 ore');
    expect(text('en')).toContain('within 24 hours');
    expect(text('zh')).toContain('24 小时内');
    for (const language of languages) expect(text(language)).not.toContain('48');
  });

  it('address the reader without a gendered word in Italian', () => {
    for (const name of names) {
      const { text } = mailTemplates[name]('it', 'giulia@example.com', params, facts);
      expect(text, name).not.toMatch(/\b(sei stato|esserti registrato|benvenuto|da solo)\b/i);
    }
  });
});
