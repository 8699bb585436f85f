import type { ComponentType } from 'react';
import { paths, routePatterns } from '@/config/paths';
import type { CurrentUser } from '@/api/schemas/user';
import { canAny, type AppPermission } from '@/lib/permissions';
import type { NavIconName } from './layouts/nav-icon';
import { createLoadCache } from '@/utils/load-once';
import type { FirstData } from './signed-in-pages';

export type Guard = 'team' | 'signed-in';

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
  /**
   * Its page module's name: `'team-management'` is `team-management-page.tsx` in its feature,
   * exporting `TeamManagementPage` (signed-in-pages.ts).
   */
  page: string;
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

/** A row of the table as written: the page, its path, language file, crumb, guard and entry. */
type PageRow = RouteFields & CrumbAndMenu;

/**
 * One signed-in page: its path, language file (spec §2), crumb, guard, permissions (§6), its
 * menu entry if it has one, and its code and first data through the signed-in pages' chunk.
 */
export type PageRoute = PageRow & {
  load: () => Promise<ComponentType>;
  /** Its first data, if it fetches any ahead; loaded with the page's code or when prefetching. */
  firstData: () => Promise<FirstData | undefined>;
  /** The same, once loaded: asked for in the render that draws the page's layout. */
  loadedFirstData: () => FirstData | undefined;
};

const signedInPages = () => import('./signed-in-pages').then((module) => module.signedInPages);
const pageLoaders = new Map<string, () => Promise<ComponentType>>();

/**
 * A signed-in page's code, through the chunk of the signed-in pages' loaders. One function per
 * page, so the pages that share a module (the kaizen form, the lists) share its cache entry.
 */
function signedInPage(page: string): () => Promise<ComponentType> {
  let load = pageLoaders.get(page);
  if (!load) {
    load = () => signedInPages().then((pages) => pages.code(page));
    pageLoaders.set(page, load);
  }
  return load;
}

// Per page name, in the one cache of what loads on demand.
const firstData = createLoadCache<string, FirstData | undefined>();

const withCode = (row: PageRow): PageRoute => ({
  ...row,
  load: signedInPage(row.page),
  firstData: () =>
    firstData.load(row.page, () => signedInPages().then((pages) => pages.firstData(row.page))),
  loadedFirstData: () => firstData.loaded(row.page),
});

const createKaizen: AppPermission[] = ['create kaizen', 'create kaizen any team'];

/**
 * The signed-in pages, in the navigation's order for those with a `menu` entry. Adding one:
 * docs/architecture.md, "Add a page".
 */
const rows: PageRow[] = [
  {
    path: paths.home,
    namespace: 'home.home',
    guard: 'team',
    permissions: [],
    page: 'home',
    menu: { icon: 'home', group: 'main', label: 'nav.home', withoutTeam: true },
  },
  {
    path: paths.review,
    namespace: 'kaizen.new',
    crumb: 'kaizen.review_title',
    guard: 'team',
    permissions: ['review kaizen'],
    page: 'review-queue',
    menu: { icon: 'review', group: 'main', badge: 'review' },
  },
  {
    path: paths.myKaizens,
    namespace: 'home.my_kaizens',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    page: 'my-kaizens',
  },
  {
    path: paths.kaizenNew,
    namespace: 'kaizen.new',
    crumb: 'kaizen.new_title',
    guard: 'team',
    permissions: createKaizen,
    page: 'kaizen-form',
    menu: { icon: 'plus', group: 'main' },
  },
  {
    path: paths.kaizenDeclined,
    namespace: 'kaizen.index',
    crumb: 'kaizen.declined_title',
    guard: 'team',
    permissions: [],
    page: 'kaizen-list',
    menu: { icon: 'declined', group: 'main', label: 'nav.declined' },
  },
  {
    path: paths.kaizenApproved,
    namespace: 'kaizen.index',
    crumb: 'kaizen.approved_title',
    guard: 'team',
    permissions: [],
    page: 'kaizen-list',
    menu: { icon: 'approved', group: 'main', label: 'nav.approved' },
  },
  {
    path: paths.kaizenShared,
    namespace: 'kaizen.index',
    crumb: 'kaizen.shared_title',
    guard: 'team',
    permissions: [],
    page: 'kaizen-list',
    menu: { icon: 'shared', group: 'main', label: 'nav.shared' },
  },
  {
    path: routePatterns.kaizenEdit,
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    guard: 'team',
    permissions: [],
    page: 'kaizen-form',
  },
  {
    path: routePatterns.myKaizenEdit,
    namespace: 'kaizen.new',
    crumb: 'kaizen.edit_title',
    rootCrumb: 'my-kaizens',
    guard: 'team',
    permissions: [],
    page: 'kaizen-form',
  },
  {
    path: paths.moveMultiple,
    // It leads to the approved list at once: that list's file, loaded ahead.
    namespace: 'kaizen.index',
    crumb: 'kaizen.move_title',
    guard: 'team',
    permissions: ['move kaizen'],
    page: 'move-kaizens',
  },
  {
    path: paths.companyEdit,
    namespace: 'company-configurator.index',
    crumb: 'company.configurator_title',
    guard: 'signed-in',
    permissions: ['company configurator'],
    page: 'company-configurator',
    menu: { icon: 'settings', group: 'manage' },
  },
  {
    path: paths.companyDocuments,
    namespace: 'company-configurator.index',
    crumb: 'company.documents_title',
    guard: 'signed-in',
    permissions: ['view document title'],
    page: 'company-documents',
    menu: { icon: 'document', group: 'manage' },
  },
  {
    path: paths.company,
    namespace: 'company.index',
    crumb: 'company.title',
    guard: 'signed-in',
    permissions: ['view company'],
    page: 'company',
    menu: { icon: 'company', group: 'manage' },
  },
  {
    path: paths.user,
    namespace: 'user.index',
    crumb: 'user.title',
    guard: 'signed-in',
    permissions: ['view user'],
    page: 'user',
    menu: { icon: 'user', group: 'manage' },
  },
  {
    path: paths.team,
    namespace: 'team.index',
    crumb: 'team.title',
    guard: 'signed-in',
    permissions: ['view team'],
    page: 'team',
    menu: { icon: 'team', group: 'manage' },
  },
  {
    path: routePatterns.teamPoster,
    namespace: 'team.poster',
    crumb: 'team.poster_title',
    guard: 'signed-in',
    permissions: ['view team'],
    page: 'team-poster',
  },
  {
    path: paths.teamSelect,
    namespace: 'team.select',
    crumb: 'team.select_title',
    guard: 'signed-in',
    permissions: [],
    page: 'team-select',
  },
  {
    path: paths.teamManagement,
    namespace: 'team.management',
    crumb: 'team.management_title',
    guard: 'signed-in',
    permissions: ['restore team'],
    page: 'team-management',
    menu: { icon: 'restore', group: 'manage' },
  },
  {
    path: paths.helpAbout,
    namespace: 'help.about',
    crumb: 'help.about_title',
    guard: 'signed-in',
    permissions: ['view about'],
    page: 'help-about',
    menu: { icon: 'about', group: 'help' },
  },
  {
    path: paths.helpContact,
    namespace: 'help.contact',
    crumb: 'help.contact_title',
    guard: 'signed-in',
    permissions: ['view contact'],
    page: 'help-contact',
    menu: { icon: 'contact', group: 'help' },
  },
  {
    path: paths.helpDocumentation,
    namespace: 'help.documentation',
    crumb: 'help.documentation_title',
    guard: 'signed-in',
    permissions: ['view document'],
    page: 'help-documentation',
    menu: { icon: 'documentation', group: 'help' },
  },
  {
    path: paths.helpFaq,
    namespace: 'help.faq',
    crumb: 'help.faq_title',
    guard: 'signed-in',
    permissions: ['view faq'],
    page: 'help-faq',
    menu: { icon: 'faq', group: 'help' },
  },
  {
    path: paths.about,
    namespace: 'home.about',
    crumb: 'about.title',
    guard: 'signed-in',
    permissions: ['view about'],
    page: 'about',
  },
  {
    path: paths.profile,
    namespace: 'user.profile',
    crumb: 'profile.title',
    guard: 'signed-in',
    permissions: [],
    page: 'profile',
  },
  {
    // Its team is in the address (?team=): no active team needed, and none changed.
    path: paths.board,
    namespace: 'team.board',
    crumb: 'team.board_title',
    guard: 'signed-in',
    permissions: [],
    page: 'board',
    bare: true,
  },
];

/** The signed-in pages; those with a `menu` entry are in the navigation in this order. */
export const pageRoutes: PageRoute[] = rows.map(withCode);

/** The logged-out group (spec §2). */
export const publicRoutes: (Pick<RouteFields, 'path' | 'namespace'> & {
  load: () => Promise<ComponentType>;
})[] = [
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
