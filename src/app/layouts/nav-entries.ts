import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { mayOpen } from '../route-table';
import type { NavIconName } from './nav-icon';

export type NavGroup = 'main' | 'manage' | 'help';

/**
 * One entry of the left navigation (spec §2 "Navigation entries"). Who sees it is who may open
 * its route (route-table.ts `mayOpen`), so the menu and the guards cannot disagree.
 */
export interface NavEntry {
  /** Translation key in the base namespace. */
  label: string;
  path: string;
  icon: NavIconName;
  group: NavGroup;
  /** Shown without an active team too: home leads to the team choice. */
  withoutTeam?: boolean;
}

const navEntries: readonly NavEntry[] = [
  { label: 'nav.home', path: paths.home, icon: 'home', group: 'main', withoutTeam: true },
  { label: 'nav.new_kaizen', path: paths.kaizenNew, icon: 'plus', group: 'main' },
  { label: 'nav.declined', path: paths.kaizenDeclined, icon: 'declined', group: 'main' },
  { label: 'nav.approved', path: paths.kaizenApproved, icon: 'approved', group: 'main' },
  { label: 'nav.shared', path: paths.kaizenShared, icon: 'shared', group: 'main' },
  {
    label: 'nav.company_configurator',
    path: paths.companyEdit,
    icon: 'settings',
    group: 'manage',
  },
  {
    label: 'nav.document_titles',
    path: paths.companyDocuments,
    icon: 'document',
    group: 'manage',
  },
  { label: 'nav.company', path: paths.company, icon: 'company', group: 'manage' },
  { label: 'nav.user', path: paths.user, icon: 'user', group: 'manage' },
  { label: 'nav.team', path: paths.team, icon: 'team', group: 'manage' },
  { label: 'nav.team_management', path: paths.teamManagement, icon: 'restore', group: 'manage' },
  { label: 'nav.help_about', path: paths.helpAbout, icon: 'about', group: 'help' },
  { label: 'nav.help_contact', path: paths.helpContact, icon: 'contact', group: 'help' },
  {
    label: 'nav.help_documentation',
    path: paths.helpDocumentation,
    icon: 'documentation',
    group: 'help',
  },
  { label: 'nav.help_faq', path: paths.helpFaq, icon: 'faq', group: 'help' },
];

function visible(entry: NavEntry, user: CurrentUser): boolean {
  return mayOpen(user, entry.path, { teamOptional: entry.withoutTeam });
}

/** The entries this user sees, in navigation order. */
export function visibleNavEntries(user: CurrentUser): NavEntry[] {
  return navEntries.filter((entry) => visible(entry, user));
}
