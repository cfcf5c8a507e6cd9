import { languages } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../web/src/locales/en/common.json' with { type: 'json' };
import it_ from '../../../web/src/locales/it/common.json' with { type: 'json' };
import zh from '../../../web/src/locales/zh/common.json' with { type: 'json' };
import { finderRewardHeadline, finderRewardShare, rewardWording } from './reward-wording.ts';

const web = { it: it_, en, zh };
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name]));

describe('the reward wording of mails and pushes', () => {
  it('is word for word the web app’s (common:reward_figure), in every language', () => {
    for (const language of languages) {
      const texts = web[language].reward_figure;
      expect(rewardWording[language].headline('X')).toBe(fill(texts.headline, { amount: 'X' }));
      expect(rewardWording[language].share(65, 'Y')).toBe(fill(texts.share, { percent: 65, offered: 'Y' }));
      expect(rewardWording[language].held).toBe(texts.held);
      expect(rewardWording[language].notHeld).toBe(texts.not_held);
    }
  });

  it('puts the finder’s share in the headline and the total in the small print, formatted by formatMoney', () => {
    expect(finderRewardHeadline(13_000, 'it')).toBe('Ricompensa per chi la ritrova: 130\u00a0€');
    expect(finderRewardHeadline(13_050, 'en')).toBe('Reward for the finder: €130.50');
    expect(finderRewardShare(20_000, 'it')).toBe('65% dei 200\u00a0€ offerti dal proprietario');
    expect(finderRewardShare(20_000, 'zh')).toBe('车主提供的 €200 的 65%');
  });
});
