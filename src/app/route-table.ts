import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths, routePatterns } from '@/config/paths';
import type { CurrentUser } from '@/api/schemas/user';
import { canAny, type AppPermission } from '@/lib/permissions';
import type { NavIconName } from './layouts/nav-icon';
import type { firstData, pageCode } from './signed-in-pages';

export type Guard = 'team' | 'signed-in';

/** Starts fetching what a page shows first (through `prefetchFirstData`), ahead of a click. */
export type FirstData = (client: QueryClient, user: CurrentUser, path: string) => void;

export type NavGroup = 'main' | 'manage' | 'help';

/**
 * A page's entry in the left navigation (spec §2 "Navigation entries"), in the table's order.
 * Who sees it is who may open the page (`mayOpen`), so the menu and the guards cannot disagree.
 */
export interface MenuEntry {
  icon: NavIconName;
  group: NavGroup;
  /** Translation key (base namespace) of its text where that is not the crumb's. */
  label?: string;
  /** Shown without an active team too: home leads to the team choice. */
  withoutTeam?: boolean;
  /** A count beside the text (nav-badge.tsx). */
  badge?: 'review';
}

/** A signed-in page's fields apart from its crumb and menu entry. */
interface RouteFields {
  path: string;
  namespace: string;
  /** The first crumb: home, or 'my kaizens' on the personal pages (spec §2). */
  rootCrumb?: 'home' | 'my-kaizens';
  guard: Guard;
  /** Any one of these opens the route; empty means every signed-in user. */
  permissions: AppPermission[];
  load: () => Promise<ComponentType>;
  /** The page's first data; a module of the page's feature, loaded only when prefetching. */
  firstData?: () => Promise<FirstData>;
  /** Drawn alone, without navigation, top bar and breadcrumbs: a screen on the wall. */
  bare?: true;
}

/**
 * The menu says what the crumb says (docs/decisions.md, "One name per page"): a `label` only
 * where it differs (the kaizen lists, by their status alone) or there is no crumb (the dashboard).
 */
type CrumbAndMenu =
  | {
      /** Translation key (base namespace) of the route's own breadcrumb. */
      crumb: string;
      menu?: MenuEntry;
    }
  | { crumb?: undefined; menu?: MenuEntry & { label: string } };

/**
 * One signed-in page: its path, language file (spec §2), crumb, guard, permissions (§6) and,
 * if it has one, its menu entry.
 */
export type PageRoute = RouteFields & CrumbAndMenu;

type PageName = keyof typeof pageCode;
type FirstDataName = keyof typeof firstData;

const signedInPages = () => import('./signed-in-pages');
const pageLoaders = new Map<PageName, () => Promise<ComponentType>>();

/**
 * A signed-in page's code, through the chunk of the signed-in pages' loaders. One function per
 * page, so the pages that share a module (the kaizen form, the lists) share its cache entry.
 */
function signedInPage(name: PageName): () => Promise<ComponentType> {
  let load = pageLoaders.get(name);
  if (!load) {
    load = () => signedInPages().then((pages) => pages.pageCode[name]());
    pageLoaders.set(name, load);
  }
  return load;
}

const firstDataOf = (name: FirstDataName) => () =>
  signedInPages().then((pages): Promise<FirstData> => pages.firstData[name]());
const createKaizen: AppPermission[] = ['create kaizen', 'create kaizen any team'];

/** The signed-in pages; those with a `menu` entry are in the navigation in this order. */
export const pageRoutes: PageRoute[] = [
  {
    path: paths.home,
    namespace: 'home.home',
    guard: 'team',
    permissions: [],
    load: signedInPage('home'),
    firstData: firstDataOf('home'),
    menu: { icon: 'home', group: 'main', label: 'nav.home', withoutTeam: true },
  },
  {
    path: paths.review,
    namespace: 'kaizen.new',
    crumb: 'kaizen.review_title',
    guard: 'team',
    permissions: ['review kaizen'],
    load: signedInPage('reviewQueue'),
    firstData: firstDataOf('reviewQueue'),
    menu: { icon: 'review', group: 'main', badge: 'review' },
  },
  {
    path: paths.myKaizens,
    namespace: 'home.my_kaizens',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    load: signedInPage('myKaizens'),
    firstData: firstDataOf('myKaizens'),
  },
  {
    path: paths.kaizenNew,
    namespace: 'kaizen.new',
    crumb: 'kaizen.new_title',
    guard: 'team',
    permissions: createKaizen,
    load: signedInPage('kaizenForm'),
    firstData: firstDataOf('kaizenForm'),
    menu: { icon: 'plus', group: 'main' },
  },
  {
    path: paths.kaizenDeclined,
    namespace: 'kaizen.index',
    crumb: 'kaizen.declined_title',
    guard: 'team',
    permissions: [],
    load: signedInPage('kaizenList'),
    firstData: firstDataOf('kaizenList'),
    menu: { icon: 'declined', group: 'main', label: 'nav.declined' },
  },
  {
    path: paths.kaizenApproved,
    namespace: 'kaizen.index',
    crumb: 'kaizen.approved_title',
    guard: 'team',
    permissions: [],
    load: signedInPage('kaizenList'),
    firstData: firstDataOf('kaizenList'),
    menu: { icon: 'approved', group: 'main', label: 'nav.approved' },
  },
  {
    path: paths.kaizenShared,
    namespace: 'kaizen.index',
    crumb: 'kaizen.shared_title',
    guard: 'team',
    permissions: [],
    load: signedInPage('kaizenList'),
    firstData: firstDataOf('kaizenList'),
    menu: { icon: 'shared', group: 'main', label: 'nav.shared' },
  },
  {
    path: routePatterns.kaizenEdit,
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    guard: 'team',
    permissions: [],
    load: signedInPage('kaizenForm'),
  },
  {
    path: routePatterns.myKaizenEdit,
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    load: signedInPage('kaizenForm'),
  },
  {
    path: paths.moveMultiple,
    // It leads to the approved list at once: that list's file, loaded ahead.
    namespace: 'kaizen.index',
    crumb: 'kaizen.move_title',
    guard: 'team',
    permissions: ['move kaizen'],
    load: signedInPage('moveKaizens'),
  },
  {
    path: paths.companyEdit,
    namespace: 'company-configurator.index',
    crumb: 'company.configurator_title',
    guard: 'signed-in',
    permissions: ['company configurator'],
    load: signedInPage('companyConfigurator'),
    menu: { icon: 'settings', group: 'manage' },
  },
  {
    path: paths.companyDocuments,
    namespace: 'company-configurator.index',
    crumb: 'company.documents_title',
    guard: 'signed-in',
    permissions: ['view document title'],
    load: signedInPage('companyDocuments'),
    menu: { icon: 'document', group: 'manage' },
  },
  {
    path: paths.company,
    namespace: 'company.index',
    crumb: 'company.title',
    guard: 'signed-in',
    permissions: ['view company'],
    load: signedInPage('company'),
    firstData: firstDataOf('company'),
    menu: { icon: 'company', group: 'manage' },
  },
  {
    path: paths.user,
    namespace: 'user.index',
    crumb: 'user.title',
    guard: 'signed-in',
    permissions: ['view user'],
    load: signedInPage('user'),
    firstData: firstDataOf('user'),
    menu: { icon: 'user', group: 'manage' },
  },
  {
    path: paths.team,
    namespace: 'team.index',
    crumb: 'team.title',
    guard: 'signed-in',
    permissions: ['view team'],
    load: signedInPage('team'),
    firstData: firstDataOf('team'),
    menu: { icon: 'team', group: 'manage' },
  },
  {
    path: paths.teamSelect,
    namespace: 'team.select',
    crumb: 'team.select_title',
    guard: 'signed-in',
    permissions: [],
    load: signedInPage('teamSelect'),
  },
  {
    path: paths.teamManagement,
    namespace: 'team.management',
    crumb: 'team.management_title',
    guard: 'signed-in',
    permissions: ['restore team'],
    load: signedInPage('teamManagement'),
    menu: { icon: 'restore', group: 'manage' },
  },
  {
    path: paths.helpAbout,
    namespace: 'help.about',
    crumb: 'help.about_title',
    guard: 'signed-in',
    permissions: ['view about'],
    load: signedInPage('helpAbout'),
    menu: { icon: 'about', group: 'help' },
  },
  {
    path: paths.helpContact,
    namespace: 'help.contact',
    crumb: 'help.contact_title',
    guard: 'signed-in',
    permissions: ['view contact'],
    load: signedInPage('helpContact'),
    menu: { icon: 'contact', group: 'help' },
  },
  {
    path: paths.helpDocumentation,
    namespace: 'help.documentation',
    crumb: 'help.documentation_title',
    guard: 'signed-in',
    permissions: ['view document'],
    load: signedInPage('helpDocumentation'),
    menu: { icon: 'documentation', group: 'help' },
  },
  {
    path: paths.helpFaq,
    namespace: 'help.faq',
    crumb: 'help.faq_title',
    guard: 'signed-in',
    permissions: ['view faq'],
    load: signedInPage('helpFaq'),
    menu: { icon: 'faq', group: 'help' },
  },
  {
    path: paths.about,
    namespace: 'home.about',
    crumb: 'about.title',
    guard: 'signed-in',
    permissions: ['view about'],
    load: signedInPage('about'),
  },
  {
    path: paths.profile,
    namespace: 'user.profile',
    crumb: 'profile.title',
    guard: 'signed-in',
    permissions: [],
    load: signedInPage('profile'),
  },
  {
    // Its team is in the address (?team=): no active team needed, and none changed.
    path: paths.board,
    namespace: 'team.board',
    crumb: 'team.board_title',
    guard: 'signed-in',
    permissions: [],
    load: signedInPage('board'),
    bare: true,
  },
];

/** The logged-out group (spec §2). */
export const publicRoutes: Omit<RouteFields, 'guard' | 'permissions' | 'rootCrumb'>[] = [
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
    path: routePatterns.passwordNew,
    namespace: 'auth.password_new',
    load: () => import('@/features/auth/password-new-page').then((m) => m.PasswordNewPage),
  },
];

/**
 * Whether `user` may open the signed-in page at `path`: its permissions (spec §6), and an active
 * team where its guard asks for one, as the route's guards decide (guards.ts). The navigation
 * shows exactly these pages, and only their first data is fetched ahead.
 */
export function mayOpen(user: CurrentUser, path: string, { teamOptional = false } = {}): boolean {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) return false;
  const teamReady = teamOptional || route.guard !== 'team' || user.active_team !== null;
  return teamReady && canAny(user, route.permissions);
}
