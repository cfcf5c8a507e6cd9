import { BellRing, KeyRound, Languages, User, UserX } from 'lucide-react';

/** The sections of /settings/:section, in menu order. */
export const settingsSections = [
  { id: 'profile', Icon: User },
  { id: 'notifications', Icon: BellRing },
  { id: 'security', Icon: KeyRound },
  { id: 'language', Icon: Languages },
  { id: 'account', Icon: UserX },
] as const;

export type SettingsSectionId = (typeof settingsSections)[number]['id'];

export function isSettingsSection(value: string | undefined): value is SettingsSectionId {
  return settingsSections.some((section) => section.id === value);
}
