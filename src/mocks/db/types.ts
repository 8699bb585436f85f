/** Rows of the demo backend's in-memory tables. Shapes follow the server, not the client. */

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export interface LanguageRow {
  code: Locale;
  name: string;
  flag_src: string;
}

export interface CompanyRow {
  id: number;
  name: string;
  /** What a new user types at sign-up to join this company. */
  code: string;
  color: string | null;
  logo_src: string | null;
  api_enabled: boolean;
  language_codes: Locale[];
  sites: string[];
  /** Translatable values keyed `{field}_{code}`, e.g. `welcome_text_nl`. */
  translations: Record<string, string>;
  created_at: string;
}

export interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  is_assignable: boolean;
}

export interface UserRow {
  id: number;
  company_id: number;
  name: string;
  email: string;
  username: string;
  /** Plain text: this is a throwaway demo store, and every seeded password is `kaizen`. */
  password: string;
  locale: Locale;
  picture_src: string | null;
  active_team_id: number | null;
  role_ids: number[];
  /** Languages this user may pick; null means the company's languages. */
  language_codes: Locale[] | null;
  created_at: string;
}

export interface TeamRow {
  id: number;
  company_id: number;
  name: string;
  print_enabled: boolean;
  deleted_at: string | null;
  created_at: string;
}

export interface MembershipRow {
  team_id: number;
  user_id: number;
}

export type KaizenStatusValue = 'draft' | 'open' | 'approved' | 'declined';

export interface KaizenRow {
  id: number;
  team_id: number;
  author_id: number;
  title: string;
  status: KaizenStatusValue;
  problem: string;
  improvement: string;
  result: string | null;
  effect_money: number | null;
  effect_time: number | null;
  effect_quality: string | null;
  effect_safety: string | null;
  before_image_src: string | null;
  after_image_src: string | null;
  decline_reason: string | null;
  shared: boolean;
  created_at: string;
  updated_at: string | null;
  submitted_at: string | null;
  decided_at: string | null;
}

export interface PatchNoteRow {
  id: number;
  version: string;
  title: string;
  body: string;
  created_at: string;
}

export interface DocumentTitleRow {
  id: number;
  /** null: product documentation for everyone; a number: that company's own documents. */
  company_id: number | null;
  title: string;
  index: number;
}

export interface DocumentRow {
  id: number;
  document_title_id: number;
  title: string;
  body: string;
}

export interface EditorImageRow {
  id: number;
  src: string;
}

export interface PasswordResetRow {
  email: string;
  token: string;
  created_at: string;
}

/**
 * The session the handlers answer in. In the jsdom tests and the browser demo (whose db lives in
 * that browser) it is the db's one session; the Node demo server puts each request's own session
 * here while it is answered (http/sessions.ts).
 */
export interface DemoSession {
  userId: number;
  locale: Locale;
  activeTeamId: number | null;
}

export interface DemoDb {
  version: number;
  meta: { kaizenCount: number; seededAt: string };
  languages: LanguageRow[];
  companies: CompanyRow[];
  roles: RoleRow[];
  users: UserRow[];
  teams: TeamRow[];
  memberships: MembershipRow[];
  kaizens: KaizenRow[];
  patchNotes: PatchNoteRow[];
  documentTitles: DocumentTitleRow[];
  documents: DocumentRow[];
  editorImages: EditorImageRow[];
  passwordResets: PasswordResetRow[];
  session: DemoSession | null;
  /** The locale picked before signing in (Laravel keeps it in the guest session). */
  guestLocale: Locale | null;
}
