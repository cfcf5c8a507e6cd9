import { recipientIds } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';
import { recipientTexts } from '../retention-schedule';
import { FactList } from './fact-list';

/**
 * Every recipient of the retention table (`recipientIds`), with what it receives, where it processes
 * it and on what safeguard; the map tiles' provider is the one the server is configured with.
 */
export function PrivacyRecipients() {
  const { t } = useTranslation('privacy');
  const { data: config } = usePublicConfig();
  return (
    <ul className="mt-5 grid gap-4">
      {recipientIds.map((id) => {
        const recipient = recipientTexts(t, id, config?.map.provider);
        return (
          <li key={id} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="text-lg font-bold break-words text-ink">{recipient.name}</h3>
            <FactList
              facts={[
                { label: t('labels.receives'), value: recipient.receives },
                { label: t('labels.where'), value: recipient.where },
                { label: t('labels.safeguard'), value: recipient.safeguard },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
