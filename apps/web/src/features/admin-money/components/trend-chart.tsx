import type { OverviewWeek } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

const WIDTH = 360;
const HEIGHT = 150;
const AXIS = 22;
const TOP = 16;

/**
 * A 12-week bar chart drawn as inline SVG: a titled image for screen readers
 * (its description says the total and the highest week), with the numbers
 * in a visually hidden table below it.
 */
export function TrendChart({ title, weeks, value }: { title: string; weeks: OverviewWeek[]; value: (week: OverviewWeek) => number }) {
  const { t, i18n } = useTranslation('adminMoney');
  const format = useFormat();
  const titleId = useId();
  const descId = useId();
  const values = weeks.map(value);
  const max = Math.max(1, ...values);
  const total = values.reduce((sum, n) => sum + n, 0);
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = slot * 0.6;
  const shortDate = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.resolvedLanguage ?? i18n.language, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const peak = weeks[values.indexOf(Math.max(...values))];
  return (
    <figure className="relative grid min-w-0 gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full">
        <title id={titleId}>{t('overview.chart_title', { title })}</title>
        <desc id={descId}>
          {t('overview.chart_desc', { total: format.number(total), max: format.number(peak ? value(peak) : 0), week: peak ? format.date(peak.weekStart) : '' })}
        </desc>
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-slate-300" strokeWidth="1" />
        {weeks.map((week, i) => {
          const n = value(week);
          const h = ((HEIGHT - AXIS - TOP) * n) / max;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={week.weekStart}>
              <rect x={x} y={HEIGHT - AXIS - h} width={barWidth} height={h} rx="2" className="fill-brand-700" />
              {n > 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - AXIS - h - 3} textAnchor="middle" className="fill-ink text-[10px]">
                  {n}
                </text>
              )}
              {i % 3 === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[10px]">
                  {shortDate(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t('overview.chart_table', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.week_of')}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{format.date(week.weekStart)}</th>
              <td>{format.number(value(week))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
