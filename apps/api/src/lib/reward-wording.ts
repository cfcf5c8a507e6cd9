import { formatMoney, HUNTER_SHARE_PERCENT, type Language } from '@ritrova/shared';

/**
 * The reward as a finder reads it, in the API's own texts (mails, Web Push): the same words
 * as the web's `common:reward_figure.*` (reward-wording.test.ts holds the two together).
 * The headline is what the finder receives; the total is small print; whether the money is
 * in escrow is said in one sentence.
 */
export const rewardWording: Record<
  Language,
  { headline: (finder: string) => string; share: (percent: number, offered: string) => string; held: string; notHeld: string }
> = {
  it: {
    headline: (finder) => `Ricompensa per chi la ritrova: ${finder}`,
    share: (percent, offered) => `${percent}% dei ${offered} offerti dal proprietario`,
    held: 'Versata a Ritrova, che la custodisce fino al ritrovamento',
    notHeld: 'Non ancora versata dal proprietario',
  },
  en: {
    headline: (finder) => `Reward for the finder: ${finder}`,
    share: (percent, offered) => `${percent}% of the ${offered} offered by the owner`,
    held: 'Paid to Ritrova, which holds it until the bike is recovered',
    notHeld: 'Not yet paid by the owner',
  },
  zh: {
    headline: (finder) => `寻回者奖励：${finder}`,
    share: (percent, offered) => `车主提供的 ${offered} 的 ${percent}%`,
    held: '已支付给 Ritrova，由 Ritrova 保管至自行车寻回',
    notHeld: '车主尚未支付',
  },
};

/** "Ricompensa per chi la ritrova: 130 €": the headline of a reward whose finder's share is `finderCents`. */
export function finderRewardHeadline(finderCents: number, language: Language): string {
  return rewardWording[language].headline(formatMoney(finderCents, language));
}

/** "65% dei 200 € offerti dal proprietario": the small print under the headline. */
export function finderRewardShare(offeredCents: number, language: Language): string {
  return rewardWording[language].share(HUNTER_SHARE_PERCENT, formatMoney(offeredCents, language));
}
