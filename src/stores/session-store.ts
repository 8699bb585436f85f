import { create } from 'zustand';
import type { ActiveTeam, CurrentUser } from '@/api/schemas/user';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** The user's last active team the server refused to make active again at sign-in. */
  teamNotRestored: string | null;
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
  setTeamNotRestored: (teamNotRestored) => set({ teamNotRestored }),
  setUser: (user) => set({ user, status: 'signed-in' }),
  updateUser: (patch) => set(({ user }) => (user ? { user: { ...user, ...patch } } : {})),
  setActiveTeam: (team) =>
    set(({ user }) =>
      user ? { user: { ...user, active_team: team }, teamNotRestored: null } : {},
    ),
  clear: () => set({ user: null, status: 'signed-out', teamNotRestored: null }),
}));
