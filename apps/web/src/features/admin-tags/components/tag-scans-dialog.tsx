import { type AdminTag, verificationStatuses } from '@ritrova/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { isOneOf } from '@/lib/translate-key';
import { useTagScansQuery } from '../api/get-tag-scans';
import { ScanAuthenticityBadge } from './scan-authenticity-badge';

/** "Scansioni": a tag's scan history, newest first, in a dialog. */
export function TagScansDialog({ tag, describedBy }: { tag: AdminTag; describedBy: string }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const scans = useTagScansQuery(tag.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="whitespace-nowrap" aria-describedby={describedBy}>
          <History aria-hidden="true" className="size-4" />
          {t('scans.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('scans.title', { uid: tag.uid })} description={t('scans.text')}>
        {scans.isPending && <Spinner label={t('scans.loading')} />}
        {scans.isError && <Alert tone="error">{apiErrorText(scans.error)}</Alert>}
        {scans.data?.length === 0 && <p className="text-ink">{t('scans.empty')}</p>}
        {scans.data && scans.data.length > 0 && (
          <ol aria-label={t('scans.caption', { uid: tag.uid })} className="grid gap-3">
            {scans.data.map((scan) => (
              <li key={scan.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-ink">{format.dateTime(scan.scannedAt)}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted">{t('scans.result')}</dt>
                  <dd className="text-ink">{isOneOf(verificationStatuses, scan.result) ? t(`scans.results.${scan.result}`) : scan.result}</dd>
                  {scan.authenticity && (
                    <>
                      <dt className="text-muted">{t('scans.authenticity')}</dt>
                      <dd>
                        <ScanAuthenticityBadge authenticity={scan.authenticity} />
                      </dd>
                    </>
                  )}
                  <dt className="text-muted">{t('scans.scanner')}</dt>
                  <dd className="break-words text-ink">{scan.scanner ?? t('scans.anonymous')}</dd>
                  <dt className="text-muted">{t('scans.position')}</dt>
                  <dd className="text-ink">
                    {scan.position ? t('scans.coordinates', { latitude: scan.position.latitude, longitude: scan.position.longitude }) : t('scans.no_position')}
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
