import { retentionPolicy } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';
import { recipientTexts, retentionPeriodText } from '../retention-schedule';
import { FactList } from './fact-list';

/**
 * The retention section, one entry per rule of `retentionPolicy` — the table the worker applies —
 * in its order: what, why, on what legal basis, for how long, what happens at the end and who else
 * receives it. Nothing here is typed by hand: a new rule shows up with its texts (privacy-texts.test.ts).
 */
export function PrivacyRetention() {
  const { t } = useTranslation('privacy');
  const { data: config } = usePublicConfig();
  return (
    <ul className="mt-5 grid gap-4">
      {retentionPolicy.map((rule) => {
        const recipients = rule.recipients.map((id) => recipientTexts(t, id, config?.map.provider).name);
        return (
          <li key={rule.id} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="text-lg font-bold break-words text-ink">{t(`retention.${rule.id}.name`)}</h3>
            <FactList
              facts={[
                { label: t('labels.purpose'), value: t(`retention.${rule.id}.purpose`) },
                { label: t('labels.basis'), value: t(`basis.${rule.basis}`) },
                { label: t('labels.period'), value: retentionPeriodText(t, rule.keep) },
                {
                  label: t('labels.end'),
                  value: (
                    <>
                      <strong className="font-semibold text-ink">{t(`end.${rule.end}`)}</strong> {t(`retention.${rule.id}.end`)}
                    </>
                  ),
                },
                { label: t('labels.recipients'), value: recipients.length > 0 ? recipients.join(' · ') : t('labels.no_recipients') },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
