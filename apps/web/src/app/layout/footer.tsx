import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoMark } from '@/components/logo';
import { ServerStatusIndicator } from '@/features/system/components/server-status';
import { usePublicConfig } from '@/lib/public-config';
import { paths } from '../paths';
import { audienceLinks } from './audience-menu';
import { sectionLinks } from './section-links';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './social-icons';

// NOTE: provisional handles until the team confirms the official accounts; change them here only.
const socialLinks = [
  { key: 'instagram', href: 'https://www.instagram.com/ritrova.app', Icon: InstagramIcon },
  { key: 'facebook', href: 'https://www.facebook.com/ritrova.app', Icon: FacebookIcon },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/ritrova', Icon: LinkedInIcon },
] as const;

const supportLinks = [
  { key: 'faq', to: paths.faq },
  { key: 'contact_page', to: paths.contact },
  { key: 'privacy', to: paths.privacy },
  { key: 'terms', to: paths.terms },
] as const;

const discoverLinks = sectionLinks.filter((link) => link.key !== 'contact');

const linkClasses = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation('nav');
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  const companyName = config?.company.name ?? 'Ritrova';

  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md" aria-label={t('brand_home')}>
            <LogoMark className="size-9" />
            <span className="text-xl font-extrabold text-white">Ritrova</span>
          </Link>
          <p className="mt-3 text-sm text-slate-300">{t('footer.tagline')}</p>
          <p className="mt-4 text-sm font-semibold text-brand-200">{t('footer.patent_pending')}</p>
        </div>

        {/* The home page's sections: signed in, the header shows the app instead (issue #19). Contact is under support. */}
        <nav aria-labelledby="footer-discover">
          <h2 id="footer-discover" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.discover')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {discoverLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.stolen} className={linkClasses}>
                {t('stolen_list')}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-audiences">
          <h2 id="footer-audiences" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.audiences')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {audienceLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.support')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <Link to={paths.stolenCheck} className={linkClasses}>
                {t('stolen_check')}
              </Link>
            </li>
            {supportLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t('footer.follow_us')}</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social_${key}`)}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-brand-700"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <div data-needs-js="">
            <LanguageSwitcher tone="dark" className="mt-6" />
            <div className="mt-4">
              <ServerStatusIndicator />
            </div>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-xs text-slate-300 sm:flex-row sm:justify-between">
          <p>
            © {year} {companyName}
            {config?.company.vat && <> · {t('footer.vat', { vat: config.company.vat })}</>}
          </p>
          {config?.company.address && <p>{config.company.address}</p>}
        </div>
      </div>
    </footer>
  );
}
