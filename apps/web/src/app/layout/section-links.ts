import { paths } from '../paths';

/** The header's page-section entries (spec §2), shared by the desktop and mobile menus. */
export const sectionLinks = [
  { key: 'home', to: paths.home },
  { key: 'features', to: paths.homeSection('features') },
  { key: 'how_it_works', to: paths.homeSection('how-it-works') },
  { key: 'contact', to: paths.homeSection('contact') },
] as const;
