import { create } from 'zustand';

// Spec §1: mobile devices are detected by user agent, not by width.
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

function isMobileAgent(userAgent: string = navigator.userAgent): boolean {
  return MOBILE_AGENT.test(userAgent);
}

interface NavState {
  /** Wide (labels shown) or small (icons only) on desktop; open or closed on mobile. */
  open: boolean;
  mobile: boolean;
  toggle: () => void;
  close: () => void;
  /**
   * The page a navigation is on its way to, read live (render-time router state lags behind
   * in a transition): a screen must not rewrite its own address then, or it cancels the move.
   */
  leavingTo: string | null;
}

export const useNavStore = create<NavState>()((set) => ({
  // A narrow desktop window starts with the small (icons-only) navigation, leaving room to work.
  open: !isMobileAgent() && window.innerWidth >= 992,
  mobile: isMobileAgent(),
  toggle: () => set(({ open }) => ({ open: !open })),
  close: () => set({ open: false }),
  leavingTo: null,
}));
