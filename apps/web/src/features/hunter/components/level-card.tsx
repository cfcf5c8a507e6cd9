import type { HunterProfile } from '@ritrova/shared';
import { ShieldCheck, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { levelProgress } from '../experience';

/** Level with its progress to the next one, experience, and reputation out of 100. */
export function LevelCard({ profile }: { profile: HunterProfile }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  const labelId = useId();
  const { percent, remaining } = levelProgress(profile);
  const atTop = remaining === null;
  const progressText = atTop
    ? t('level.top')
    : t('level.progress', { experience: format.number(profile.experience), next: format.number(profile.nextLevelAt ?? 0), level: profile.level + 1 });
  const reputation = Math.min(100, Math.max(0, profile.reputation));
  return (
    <Card>
      <section aria-labelledby="level-heading" className="grid gap-5">
        <h2 id="level-heading" className="sr-only">
          {t('level.title')}
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="flex items-center gap-3">
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-2xl font-extrabold text-white">
              {profile.level}
            </span>
            <span>
              <span className="block text-sm text-muted">{t('level.label')}</span>
              <span className="block text-2xl font-bold text-ink">{t('level.value', { level: profile.level })}</span>
            </span>
          </p>
          <p className="flex items-center gap-2 text-ink">
            <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
            <span>
              <span className="font-bold">{format.number(profile.experience)}</span> {t('level.xp')}
            </span>
          </p>
        </div>
        <div>
          <p id={labelId} className="text-sm font-semibold text-ink">
            {atTop ? t('level.top') : t('level.to_next', { level: profile.level + 1 })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={profile.levelFloor}
            aria-valuemax={profile.nextLevelAt ?? profile.experience}
            aria-valuenow={Math.max(profile.levelFloor, Math.min(profile.experience, profile.nextLevelAt ?? profile.experience))}
            aria-valuetext={progressText}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {atTop ? progressText : `${progressText} · ${t('level.remaining', { count: remaining, points: format.number(remaining) })}`}
          </p>
        </div>
        <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <p className="text-ink">
            <span className="text-sm text-muted">{t('reputation.label')}</span> <span className="font-bold">{t('reputation.value', { reputation })}</span>
          </p>
        </div>
      </section>
    </Card>
  );
}
