import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { experienceRules, levelThresholds, reputationRules, signedPoints } from '../experience';

/** How experience, levels and reputation are earned, from the same figures the page is built on. */
export function ExperienceRules() {
  const { t, i18n } = useTranslation('hunter');
  const format = useFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card>
      <section aria-labelledby="rules-heading" className="grid gap-5">
        <h2 id="rules-heading" className="text-lg font-bold text-ink">
          {t('rules.title')}
        </h2>
        <div>
          <h3 className="font-semibold text-ink">{t('rules.experience_title')}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {experienceRules.map(({ id, points }) => (
              <li key={id} className="flex gap-3">
                <span className="w-14 shrink-0 text-right font-bold text-brand-800">{signedPoints(points, language)}</span>
                <span className="text-ink">{t(`rules.experience.${id}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{t('rules.levels_title')}</h3>
          <ol className="mt-2 flex flex-wrap gap-2 text-sm">
            {levelThresholds.map((experience, index) => (
              <li key={experience} className="rounded-lg border border-slate-200 px-3 py-1.5 text-ink">
                {t('rules.level', { level: index + 1, experience: format.number(experience) })}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{t('rules.reputation_title')}</h3>
          <p className="mt-2 text-sm text-ink">
            {t('rules.reputation_range', { start: reputationRules.start, min: reputationRules.min, max: reputationRules.max })}
          </p>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {reputationRules.changes.map(({ id, points }) => (
              <li key={id} className="flex gap-3">
                <span className="w-14 shrink-0 text-right font-bold text-brand-800">{signedPoints(points, language)}</span>
                <span className="text-ink">{t(`rules.reputation.${id}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Card>
  );
}
