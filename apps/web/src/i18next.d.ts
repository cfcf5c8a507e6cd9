/**
 * The texts' keys, checked by the type system (decision 071): i18next types `t`, `useTranslation` and `<Trans>`
 * from these resources, the Italian texts (the source language; scripts/i18n-parity.mjs holds English and Chinese
 * to the same keys). A misspelt or missing key, in a literal or in a key built from a union, fails `tsc`. Keys that
 * arrive at run time (the server's `i18nKey`) go through lib/translate-key.ts, which checks them when it runs.
 */
import 'i18next';
import type { Namespace } from './lib/i18n/namespaces';
import type account from './locales/it/account.json';
import type admin from './locales/it/admin.json';
import type adminDebug from './locales/it/adminDebug.json';
import type adminMoney from './locales/it/adminMoney.json';
import type adminTags from './locales/it/adminTags.json';
import type adminUsers from './locales/it/adminUsers.json';
import type audiences from './locales/it/audiences.json';
import type auth from './locales/it/auth.json';
import type bikes from './locales/it/bikes.json';
import type common from './locales/it/common.json';
import type contact from './locales/it/contact.json';
import type dashboard from './locales/it/dashboard.json';
import type errors from './locales/it/errors.json';
import type faq from './locales/it/faq.json';
import type google from './locales/it/google.json';
import type home from './locales/it/home.json';
import type hunter from './locales/it/hunter.json';
import type legal from './locales/it/legal.json';
import type maintenance from './locales/it/maintenance.json';
import type messages from './locales/it/messages.json';
import type nav from './locales/it/nav.json';
import type nfc from './locales/it/nfc.json';
import type notifications from './locales/it/notifications.json';
import type photos from './locales/it/photos.json';
import type privacy from './locales/it/privacy.json';
import type rewards from './locales/it/rewards.json';
import type shopArea from './locales/it/shopArea.json';
import type status from './locales/it/status.json';
import type stolen from './locales/it/stolen.json';
import type stolenCheck from './locales/it/stolenCheck.json';
import type theft from './locales/it/theft.json';
import type transfers from './locales/it/transfers.json';
import type validation from './locales/it/validation.json';
import type verify from './locales/it/verify.json';

/** Every namespace's Italian texts, by namespace. */
interface Resources {
  common: typeof common;
  nav: typeof nav;
  auth: typeof auth;
  google: typeof google;
  account: typeof account;
  dashboard: typeof dashboard;
  bikes: typeof bikes;
  transfers: typeof transfers;
  theft: typeof theft;
  photos: typeof photos;
  maintenance: typeof maintenance;
  rewards: typeof rewards;
  hunter: typeof hunter;
  messages: typeof messages;
  admin: typeof admin;
  notifications: typeof notifications;
  verify: typeof verify;
  nfc: typeof nfc;
  stolenCheck: typeof stolenCheck;
  stolen: typeof stolen;
  home: typeof home;
  contact: typeof contact;
  errors: typeof errors;
  validation: typeof validation;
  status: typeof status;
  audiences: typeof audiences;
  adminUsers: typeof adminUsers;
  adminTags: typeof adminTags;
  adminMoney: typeof adminMoney;
  shopArea: typeof shopArea;
  adminDebug: typeof adminDebug;
  faq: typeof faq;
  legal: typeof legal;
  privacy: typeof privacy;
}

// Every namespace of lib/i18n/namespaces.ts has its texts here, and nothing else is.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ResourcesNameEveryNamespace = Holds<Same<keyof Resources, Namespace>>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
    // A `defaultValue` does not excuse a key that does not exist.
    strictKeyChecks: true;
  }
}
