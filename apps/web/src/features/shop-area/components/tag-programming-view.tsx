import { ArrowLeft, Nfc } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Spinner } from '@/components/ui/spinner';
import { TagProgrammerPanel } from './tag-programmer-panel';
import { TagWriterFallback } from './tag-writer-fallback';

/** Whether this browser has Web NFC (Chrome for Android); known only after the first render. */
function useWebNfc(): 'checking' | 'yes' | 'no' {
  const [support, setSupport] = useState<'checking' | 'yes' | 'no'>('checking');
  useEffect(() => setSupport('NDEFReader' in window ? 'yes' : 'no'), []);
  return support;
}

/** /shop/tags/program: the shop programs a roll of blank tags from its phone (issue #28 item 2; decision 062). */
export function TagProgrammingView() {
  const { t } = useTranslation('shopArea');
  const support = useWebNfc();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('program.title')} · Ritrova`}</title>
      <Link to={paths.shopArea} className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('program.back')}
      </Link>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Nfc aria-hidden="true" className="size-7 text-brand-700" />
          {t('program.title')}
        </h1>
        <p className="text-muted">{t('program.intro')}</p>
      </header>
      {support === 'checking' && <Spinner label={t('program.checking')} />}
      {support === 'yes' && <TagProgrammerPanel />}
      {support === 'no' && <TagWriterFallback />}
    </div>
  );
}
