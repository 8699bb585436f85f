/**
 * The routes with a parameter, as the route table matches them; link to them with their
 * builders in `paths`, which fill these patterns.
 */
export const routePatterns = {
  kaizenEdit: '/kaizen/:id',
  myKaizenEdit: '/my-kaizen/:id',
  teamPoster: '/team/:id/poster',
  passwordNew: '/password/new/:token',
} as const;

/** `pattern` with its one `:param` filled in, encoded. */
const filled = (pattern: string, value: number | string) =>
  pattern.replace(/:\w+/, () => encodeURIComponent(value));

/**
 * The route paths that code links to, each with its link builder, typed once; a page that only
 * the menu leads to has its path in its route row alone (docs/architecture.md, "Add a page").
 */
export const paths = {
  home: '/home',
  myKaizens: '/my-kaizens',
  kaizenNew: '/kaizen',
  /** A new kaizen back from the outbox, to put right what kept it from being sent. */
  kaizenFromOutbox: (entryId: string) => `/kaizen?outbox=${encodeURIComponent(entryId)}`,
  /** A new kaizen that improves on a declined one: its texts and photos to start from. */
  kaizenResubmit: (declinedId: number) => `/kaizen?resubmit=${declinedId}`,
  kaizenEdit: (id: number | string) => filled(routePatterns.kaizenEdit, id),
  myKaizenEdit: (id: number | string) => filled(routePatterns.myKaizenEdit, id),
  kaizenApproved: '/kaizen/approved',
  /** The approved list of one team, as its dashboard's tile and the bulk move open it. */
  teamApproved: (teamId: number) => `/kaizen/approved?team=${teamId}`,
  kaizenDeclined: '/kaizen/declined',
  kaizenShared: '/kaizen/shared',
  /** The team board for a screen on the shop floor; `teamBoard` names its team. */
  board: '/board',
  teamBoard: (teamId: number) => `/board?team=${teamId}`,
  /** The review queue: what waits for this user's decision. */
  review: '/review',
  /** A kaizen opened from the review queue: its detail with the queue's place and keys. */
  kaizenInReview: (id: number | string) => `${filled(routePatterns.kaizenEdit, id)}?queue=review`,
  /** Spec §2's bulk move screen: now a way to the active team's approved list. */
  moveMultiple: '/move-multiple-kaizens',
  team: '/team',
  /** The printable poster of a team, with the QR code of its capture. */
  teamPoster: (teamId: number) => filled(routePatterns.teamPoster, teamId),
  teamSelect: '/team-select',
  teamManagement: '/team-management',
  helpAbout: '/help/about',
  helpContact: '/help/contact',
  helpDocumentation: '/help/documentation',
  helpFaq: '/help/faq',
  about: '/about',
  user: '/user',
  profile: '/profile',
  company: '/company',
  companyEdit: '/company/edit',
  companyDocuments: '/company/documents',
  login: '/login',
  signUp: '/sign-up',
  passwordReset: '/password/reset',
  passwordNew: (token: string) => filled(routePatterns.passwordNew, token),
  unavailable: '/unavailable',
} as const;

/**
 * Whether `path` (with its query, if any) is a page of the signed-out group (spec §2): never a
 * page to return to after signing in, however deeply it is nested in `redir_url`.
 */
export function isSignedOutPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return (
    [paths.login, paths.signUp, paths.passwordReset].some((page) => page === pathname) ||
    pathname.startsWith(routePatterns.passwordNew.replace(/:\w+$/, ''))
  );
}

/** /login?redir_url=<path>, or plain /login when there is nothing worth returning to. */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || isSignedOutPage(redirectTo)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redir_url: redirectTo }).toString()}`;
}

const ID = /^[1-9]\d{0,9}$/;

/** The team an address names with `team_id` (spec §2), when it names one by a valid id. */
export function namedTeamId(search: string): number | null {
  const value = new URLSearchParams(search).get('team_id');
  return value && ID.test(value) ? Number(value) : null;
}

/** /team-select, carrying the kaizen to open afterwards (spec §2) or the team to preselect. */
export function teamSelectPath(
  params: { kaizen?: number; teamId?: number; redirect?: string } = {},
) {
  const query = new URLSearchParams();
  if (params.kaizen !== undefined) query.set('kaizen', String(params.kaizen));
  if (params.teamId !== undefined) query.set('team_id', String(params.teamId));
  if (params.redirect) query.set('redir_url', params.redirect);
  const search = query.toString();
  return search ? `${paths.teamSelect}?${search}` : paths.teamSelect;
}
