import { describe, expect, it } from 'vitest';
import { faqSectionIds, MAX_QUESTIONS_PER_SECTION, presentQuestions } from './faq-questions';

const texts = (entries: Record<string, string>) => (key: string) => entries[key];

describe('presentQuestions', () => {
  it('lists the questions that have a text, in order, with their answer keys', () => {
    const lookup = texts({
      'sections.owners.q1': 'Come registro la bici?',
      'sections.owners.a1': 'Dal tuo account.',
      'sections.owners.q3': 'Cosa faccio se me la rubano?',
      'sections.owners.a3': 'Segnala il furto.',
    });
    expect(presentQuestions('owners', lookup)).toEqual([
      { number: 1, question: 'sections.owners.q1', answer: 'sections.owners.a1' },
      { number: 3, question: 'sections.owners.q3', answer: 'sections.owners.a3' },
    ]);
  });

  it('leaves out a question without an answer and a blank question', () => {
    const lookup = texts({
      'sections.general.q1': 'Che cos’è Ritrova?',
      'sections.general.q2': '   ',
      'sections.general.a2': 'Risposta senza domanda.',
    });
    expect(presentQuestions('general', lookup)).toEqual([]);
  });

  it('never reads beyond the eighth question of a section', () => {
    const lookup = (key: string) => `text of ${key}`;
    const questions = presentQuestions('support', lookup);
    expect(questions).toHaveLength(MAX_QUESTIONS_PER_SECTION);
    expect(questions.at(-1)?.question).toBe('sections.support.q8');
  });

  it('reads only the section asked for', () => {
    const lookup = texts({ 'sections.shops.q1': 'Domanda', 'sections.shops.a1': 'Risposta' });
    expect(presentQuestions('hunters', lookup)).toEqual([]);
  });

  it('knows the seven sections of the spec', () => {
    expect(faqSectionIds).toEqual(['general', 'nfcTags', 'owners', 'hunters', 'security', 'shops', 'support']);
  });
});
