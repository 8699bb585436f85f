import { create } from 'zustand';

// Spec §1: mobile devices are detected by user agent, not by width.
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

// Below Bootstrap's md breakpoint a desktop window (a narrow one, or 400 % zoom: WCAG reflow)
// has no room for even the icons-only navigation, so it gets the phone's drawer too.
const NARROW = '(max-width: 767.98px)';

function isMobileAgent(userAgent: string = navigator.userAgent): boolean {
  return MOBILE_AGENT.test(userAgent);
}

const narrowQuery = window.matchMedia(NARROW);
const isMobile = () => isMobileAgent() || narrowQuery.matches;

interface NavState {
  /** Wide (labels shown) or small (icons only) on desktop; open or closed on mobile. */
  open: boolean;
  /** A phone or tablet by its user agent, or a window too narrow for the side navigation. */
  mobile: boolean;
  toggle: () => void;
  close: () => void;
  /**
   * The page a navigation is on its way to, read live (render-time router state lags behind
   * in a transition): a screen must not rewrite its own address then, or it cancels the move.
   */
  leavingTo: string | null;
  /** The tab's title for the page at `path` where its crumb is not enough (usePageTitle). */
  pageTitle: { path: string; title: string } | null;
  /** A page the screen has already said aloud as it opened it: the route announcer keeps still. */
  saidAloud: string | null;
}

export const useNavStore = create<NavState>()((set) => ({
  // A narrow desktop window starts with the small (icons-only) navigation, leaving room to work.
  open: !isMobile() && window.innerWidth >= 992,
  mobile: isMobile(),
  toggle: () => set(({ open }) => ({ open: !open })),
  close: () => set({ open: false }),
  leavingTo: null,
  pageTitle: null,
  saidAloud: null,
}));

/** Before moving to `to` (a path, maybe with a search): the screen says aloud what opens. */
export function saysItself(to: string): void {
  useNavStore.setState({ saidAloud: to.split('?')[0] });
}

narrowQuery.addEventListener('change', () => useNavStore.setState({ mobile: isMobile() }));
