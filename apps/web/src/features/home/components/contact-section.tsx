import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

/**
 * The support address and the company's address from /api/config/public (an unset
 * address is left out, never replaced by a guess), and the contact form the home
 * page places in `children`.
 */
export function ContactSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('home');
  const { data: config, isError } = usePublicConfig();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="contact-title" className="text-3xl font-bold text-ink sm:text-4xl">
          {t('contact.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('contact.subtitle')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          <li className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm">
            <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-ink">{t('contact.email_label')}</p>
              {config ? (
                <a href={`mailto:${config.supportEmail}`} className="font-medium break-all text-brand-800 underline underline-offset-4">
                  {config.supportEmail}
                </a>
              ) : (
                <p className="text-muted">{isError ? t('contact.email_unavailable') : t('contact.email_loading')}</p>
              )}
              <p className="mt-1 text-sm text-muted">{t('contact.reply_time')}</p>
            </div>
          </li>
          <li className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm">
            <Clock aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-ink">{t('contact.chat_label')}</p>
              <p className="text-muted">{t('contact.chat_hours')}</p>
            </div>
          </li>
          <li className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm">
            <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-ink">{t('contact.where_label')}</p>
              {config?.company.address && <p className="text-muted">{config.company.address}</p>}
              <p className="mt-1 text-sm text-muted">{t('contact.availability')}</p>
            </div>
          </li>
        </ul>
        {children && <div className="mt-8 max-w-2xl rounded-2xl bg-white p-5 shadow-sm sm:p-6">{children}</div>}
      </div>
    </section>
  );
}
