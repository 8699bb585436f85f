import { create } from 'zustand';
import type { ActiveTeam, CurrentUser } from '@/api/schemas/user';
import { sameData } from '@/utils/same-data';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Whom a shared device's sign-in page asks "Bent u …?" (src/lib/hand-over.ts). */
export interface PersonAsked {
  name: string;
  /** What fills the login field when they say it is them (their e-mail address), if known. */
  login?: string;
}

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** The user's last active team the server refused to make active again at sign-in. */
  teamNotRestored: string | null;
  /** In memory only: gone with an answer, a sign-in or the document, never stored. */
  askedPerson: PersonAsked | null;
  setAskedPerson: (person: PersonAsked | null) => void;
  setTeamNotRestored: (team: string | null) => void;
  setUser: (user: CurrentUser) => void;
  updateUser: (patch: Partial<CurrentUser>) => void;
  setActiveTeam: (team: ActiveTeam | null) => void;
  clear: () => void;
}

/** The signed-in user. Not persisted: the server session is the truth, checked on start. */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  teamNotRestored: null,
  askedPerson: null,
  setAskedPerson: (askedPerson) => set({ askedPerson }),
  setTeamNotRestored: (teamNotRestored) => set({ teamNotRestored }),
  // The same user read again (the start-up's writes answered) keeps its object: what shows the
  // user is not drawn again, and a first draw under way is not started over.
  setUser: (user) =>
    set((state) => ({
      user: state.user && sameData(state.user, user) ? state.user : user,
      status: 'signed-in',
      askedPerson: null,
    })),
  updateUser: (patch) => set(({ user }) => (user ? { user: { ...user, ...patch } } : {})),
  setActiveTeam: (team) =>
    set(({ user }) =>
      user ? { user: { ...user, active_team: team }, teamNotRestored: null } : {},
    ),
  clear: () => set({ user: null, status: 'signed-out', teamNotRestored: null }),
}));
