import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { NavIconName } from './layouts/nav-icon';

/*
 * What a signed-in page adds besides its entry in the route table (route-table.ts): its code
 * and first data by name, and its menu entry. A chunk of its own, loaded with a signed-in page's
 * code and by the signed-in layout's menu; /login holds only the table's names, not these
 * loaders and the lists of chunks each one preloads (docs/decisions.md, "/login under 2.0x the
 * React floor").
 */

export const pageCode = {
  home: () => import('@/features/dashboard/home-page').then((m) => m.HomePage),
  myKaizens: () => import('@/features/dashboard/my-kaizens-page').then((m) => m.MyKaizensPage),
  kaizenForm: () => import('@/features/kaizen/kaizen-form-page').then((m) => m.KaizenFormPage),
  kaizenList: () => import('@/features/kaizen/kaizen-list-page').then((m) => m.KaizenListPage),
  moveKaizens: () => import('@/features/kaizen/move-kaizens-page').then((m) => m.MoveKaizensPage),
  team: () => import('@/features/teams/team-page').then((m) => m.TeamPage),
  teamSelect: () => import('@/features/teams/team-select-page').then((m) => m.TeamSelectPage),
  teamManagement: () =>
    import('@/features/teams/team-management-page').then((m) => m.TeamManagementPage),
  helpAbout: () => import('@/features/help/help-about-page').then((m) => m.HelpAboutPage),
  helpContact: () => import('@/features/help/help-contact-page').then((m) => m.HelpContactPage),
  helpDocumentation: () =>
    import('@/features/help/help-documentation-page').then((m) => m.HelpDocumentationPage),
  helpFaq: () => import('@/features/help/help-faq-page').then((m) => m.HelpFaqPage),
  about: () => import('@/features/help/about-page').then((m) => m.AboutPage),
  user: () => import('@/features/users/user-page').then((m) => m.UserPage),
  profile: () => import('@/features/users/profile-page').then((m) => m.ProfilePage),
  company: () => import('@/features/company/company-page').then((m) => m.CompanyPage),
  companyConfigurator: () =>
    import('@/features/company/company-configurator-page').then((m) => m.CompanyConfiguratorPage),
  companyDocuments: () =>
    import('@/features/company/company-documents-page').then((m) => m.CompanyDocumentsPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * A page's first data; a module of the page's feature, loaded only when prefetching. Its type
 * is checked where the route table uses it (`FirstData`), which imports from here, not back.
 */
export const firstData = {
  home: () => import('@/features/dashboard/first-data').then((m) => m.homeFirstData),
  myKaizens: () => import('@/features/dashboard/first-data').then((m) => m.myKaizensFirstData),
  kaizenForm: () => import('@/features/kaizen/first-data').then((m) => m.kaizenFormFirstData),
  kaizenList: () => import('@/features/kaizen/first-data').then((m) => m.kaizenListFirstData),
  team: () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  user: () => import('@/features/users/first-data').then((m) => m.userFirstData),
  company: () => import('@/features/company/first-data').then((m) => m.companyFirstData),
};

export type NavGroup = 'main' | 'manage' | 'help';

/** One entry of the left navigation (spec §2 "Navigation entries"). */
export interface NavEntry {
  /** Translation key in the base namespace. */
  label: string;
  path: string;
  icon: NavIconName;
  group: NavGroup;
  /** Shown without an active team too: home leads to the team choice. */
  withoutTeam?: boolean;
}

/** The left navigation, in order; who sees an entry is `visibleNavEntries` (layouts/nav-entries.ts). */
export const navEntries: readonly NavEntry[] = [
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
