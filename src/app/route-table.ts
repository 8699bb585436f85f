import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/api/schemas/user';
import { loadLanguageFile } from '@/i18n/language-files';
import { preloadCode } from './page-code';
import { canAny, type AppPermission } from '@/lib/permissions';

export type Guard = 'team' | 'signed-in';

/** Starts fetching what a page shows first (through `prefetchFirstData`), ahead of a click. */
export type FirstData = (client: QueryClient, user: CurrentUser, path: string) => void;

/** One signed-in page: its path, language file (spec §2), crumb, guard and permissions (§6). */
export interface PageRoute {
  path: string;
  namespace: string;
  /** Translation key (base namespace) of the route's own breadcrumb; none for the dashboards. */
  crumb?: string;
  /** The first crumb: home, or 'my kaizens' on the personal pages (spec §2). */
  rootCrumb?: 'home' | 'my-kaizens';
  guard: Guard;
  /** Any one of these opens the route; empty means every signed-in user. */
  permissions: AppPermission[];
  load: () => Promise<ComponentType>;
  /** The page's first data; a module of the page's feature, loaded only when prefetching. */
  firstData?: () => Promise<FirstData>;
}

const kaizenForm = () => import('@/features/kaizen/kaizen-form-page').then((m) => m.KaizenFormPage);
const kaizenList = () => import('@/features/kaizen/kaizen-list-page').then((m) => m.KaizenListPage);
const kaizenListData = () =>
  import('@/features/kaizen/first-data').then((m) => m.kaizenListFirstData);
const createKaizen: AppPermission[] = ['create kaizen', 'create kaizen any team'];

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home,
    namespace: 'home.home',
    guard: 'team',
    permissions: [],
    load: () => import('@/features/dashboard/home-page').then((m) => m.HomePage),
    firstData: () => import('@/features/dashboard/first-data').then((m) => m.homeFirstData),
  },
  {
    path: paths.myKaizens,
    namespace: 'home.my_kaizens',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    load: () => import('@/features/dashboard/my-kaizens-page').then((m) => m.MyKaizensPage),
    firstData: () => import('@/features/dashboard/first-data').then((m) => m.myKaizensFirstData),
  },
  {
    path: paths.kaizenNew,
    namespace: 'kaizen.new',
    crumb: 'kaizen.new_title',
    guard: 'team',
    permissions: createKaizen,
    load: kaizenForm,
    firstData: () => import('@/features/kaizen/first-data').then((m) => m.kaizenFormFirstData),
  },
  {
    path: paths.kaizenApproved,
    namespace: 'kaizen.index',
    crumb: 'kaizen.approved_title',
    guard: 'team',
    permissions: [],
    load: kaizenList,
    firstData: kaizenListData,
  },
  {
    path: paths.kaizenDeclined,
    namespace: 'kaizen.index',
    crumb: 'kaizen.declined_title',
    guard: 'team',
    permissions: [],
    load: kaizenList,
    firstData: kaizenListData,
  },
  {
    path: paths.kaizenShared,
    namespace: 'kaizen.index',
    crumb: 'kaizen.shared_title',
    guard: 'team',
    permissions: [],
    load: kaizenList,
    firstData: kaizenListData,
  },
  {
    path: '/kaizen/:id',
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    guard: 'team',
    permissions: [],
    load: kaizenForm,
  },
  {
    path: '/my-kaizen/:id',
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    load: kaizenForm,
  },
  {
    path: paths.moveMultiple,
    namespace: 'kaizen.move',
    crumb: 'kaizen.move_title',
    guard: 'team',
    permissions: ['move kaizen'],
    load: () => import('@/features/kaizen/move-kaizens-page').then((m) => m.MoveKaizensPage),
  },
  {
    path: paths.team,
    namespace: 'team.index',
    crumb: 'team.title',
    guard: 'signed-in',
    permissions: ['view team'],
    load: () => import('@/features/teams/team-page').then((m) => m.TeamPage),
    firstData: () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  },
  {
    path: paths.teamSelect,
    namespace: 'team.select',
    crumb: 'team.select_title',
    guard: 'signed-in',
    permissions: [],
    load: () => import('@/features/teams/team-select-page').then((m) => m.TeamSelectPage),
  },
  {
    path: paths.teamManagement,
    namespace: 'team.management',
    crumb: 'team.management_title',
    guard: 'signed-in',
    permissions: ['restore team'],
    load: () => import('@/features/teams/team-management-page').then((m) => m.TeamManagementPage),
  },
  {
    path: paths.helpAbout,
    namespace: 'help.about',
    crumb: 'help.about_title',
    guard: 'signed-in',
    permissions: ['view about'],
    load: () => import('@/features/help/help-about-page').then((m) => m.HelpAboutPage),
  },
  {
    path: paths.helpContact,
    namespace: 'help.contact',
    crumb: 'help.contact_title',
    guard: 'signed-in',
    permissions: ['view contact'],
    load: () => import('@/features/help/help-contact-page').then((m) => m.HelpContactPage),
  },
  {
    path: paths.helpDocumentation,
    namespace: 'help.documentation',
    crumb: 'help.documentation_title',
    guard: 'signed-in',
    permissions: ['view document'],
    load: () =>
      import('@/features/help/help-documentation-page').then((m) => m.HelpDocumentationPage),
  },
  {
    path: paths.helpFaq,
    namespace: 'help.faq',
    crumb: 'help.faq_title',
    guard: 'signed-in',
    permissions: ['view faq'],
    load: () => import('@/features/help/help-faq-page').then((m) => m.HelpFaqPage),
  },
  {
    path: paths.about,
    namespace: 'home.about',
    crumb: 'about.title',
    guard: 'signed-in',
    permissions: ['view about'],
    load: () => import('@/features/help/about-page').then((m) => m.AboutPage),
  },
  {
    path: paths.user,
    namespace: 'user.index',
    crumb: 'user.title',
    guard: 'signed-in',
    permissions: ['view user'],
    load: () => import('@/features/users/user-page').then((m) => m.UserPage),
    firstData: () => import('@/features/users/first-data').then((m) => m.userFirstData),
  },
  {
    path: paths.profile,
    namespace: 'user.profile',
    crumb: 'profile.title',
    guard: 'signed-in',
    permissions: [],
    load: () => import('@/features/users/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: paths.company,
    namespace: 'company.index',
    crumb: 'company.title',
    guard: 'signed-in',
    permissions: ['view company'],
    load: () => import('@/features/company/company-page').then((m) => m.CompanyPage),
    firstData: () => import('@/features/company/first-data').then((m) => m.companyFirstData),
  },
  {
    path: paths.companyEdit,
    namespace: 'company-configurator.index',
    crumb: 'company.configurator_title',
    guard: 'signed-in',
    permissions: ['company configurator'],
    load: () =>
      import('@/features/company/company-configurator-page').then((m) => m.CompanyConfiguratorPage),
  },
  {
    path: paths.companyDocuments,
    namespace: 'company-configurator.index',
    crumb: 'company.documents_title',
    guard: 'signed-in',
    permissions: ['view document title'],
    load: () =>
      import('@/features/company/company-documents-page').then((m) => m.CompanyDocumentsPage),
  },
];

/** The logged-out group (spec §2). */
export const publicRoutes: Omit<PageRoute, 'guard' | 'permissions' | 'rootCrumb' | 'crumb'>[] = [
  {
    path: paths.login,
    namespace: 'auth.login',
    load: () => import('@/features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    path: paths.signUp,
    namespace: 'auth.sign_up',
    load: () => import('@/features/auth/sign-up-page').then((m) => m.SignUpPage),
  },
  {
    path: paths.passwordReset,
    namespace: 'auth.password_reset',
    load: () => import('@/features/auth/password-reset-page').then((m) => m.PasswordResetPage),
  },
  {
    path: '/password/new/:token',
    namespace: 'auth.password_new',
    load: () => import('@/features/auth/password-new-page').then((m) => m.PasswordNewPage),
  },
];

/**
 * Whether `user` may open the signed-in page at `path`: its permissions (spec §6), and an active
 * team where its guard asks for one. The route's loader and the navigation both follow this.
 */
export function mayOpen(user: CurrentUser, path: string, { teamOptional = false } = {}): boolean {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) return false;
  const teamReady = teamOptional || route.guard !== 'team' || user.active_team !== null;
  return teamReady && canAny(user, route.permissions);
}

/** What a signed-in page needs to fetch its first data ahead of time. */
interface PrefetchContext {
  client: QueryClient;
  user: CurrentUser;
}

/**
 * Starts loading the page at `path` (its code, language file and, given the signed-in
 * context, its first data) before it is opened, e.g. when a link to it is hovered or focused,
 * so the click finds them ready. Never fails: the real navigation loads and reports anything
 * that went wrong.
 */
export function prefetchPage(path: string, context?: PrefetchContext): void {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  // Offline, a failed import could be remembered by the browser for the real click too.
  if (!route || !navigator.onLine) return;
  preloadCode(route.load);
  void loadLanguageFile(route.namespace, undefined, { quiet: true }).catch(() => undefined);
  if (context && route.firstData && mayOpen(context.user, path)) {
    route
      .firstData()
      .then((start) => start(context.client, context.user, path))
      .catch(() => undefined);
  }
}
