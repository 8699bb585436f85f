import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { can, canCreateKaizen, type AppPermission } from '@/lib/permissions';
import type { NavIconName } from './nav-icon';

export type NavGroup = 'main' | 'manage' | 'help';

/** One entry of the left navigation (spec §2 "Navigation entries", rules from §6). */
export interface NavEntry {
  /** Translation key in the base namespace. */
  label: string;
  path: string;
  icon: NavIconName;
  group: NavGroup;
  visible: (user: CurrentUser) => boolean;
}

const always = () => true;
const hasTeam = (user: CurrentUser) => user.active_team !== null;
const allowed = (permission: AppPermission) => (user: CurrentUser) => can(user, permission);

const navEntries: readonly NavEntry[] = [
  { label: 'nav.home', path: paths.home, icon: 'home', group: 'main', visible: always },
  {
    label: 'nav.new_kaizen',
    path: paths.kaizenNew,
    icon: 'plus',
    group: 'main',
    visible: (user) => hasTeam(user) && canCreateKaizen(user),
  },
  {
    label: 'nav.declined',
    path: paths.kaizenDeclined,
    icon: 'declined',
    group: 'main',
    visible: hasTeam,
  },
  {
    label: 'nav.approved',
    path: paths.kaizenApproved,
    icon: 'approved',
    group: 'main',
    visible: hasTeam,
  },
  {
    label: 'nav.shared',
    path: paths.kaizenShared,
    icon: 'shared',
    group: 'main',
    visible: hasTeam,
  },
  {
    label: 'nav.company_configurator',
    path: paths.companyEdit,
    icon: 'settings',
    group: 'manage',
    visible: allowed('company configurator'),
  },
  {
    // The configurator holds the document titles too, so this shows only without it.
    label: 'nav.document_titles',
    path: paths.companyDocuments,
    icon: 'document',
    group: 'manage',
    visible: (user) => !can(user, 'company configurator') && can(user, 'view document title'),
  },
  {
    label: 'nav.company',
    path: paths.company,
    icon: 'company',
    group: 'manage',
    visible: allowed('view company'),
  },
  {
    label: 'nav.user',
    path: paths.user,
    icon: 'user',
    group: 'manage',
    visible: allowed('view user'),
  },
  {
    label: 'nav.team',
    path: paths.team,
    icon: 'team',
    group: 'manage',
    visible: allowed('view team'),
  },
  {
    label: 'nav.team_management',
    path: paths.teamManagement,
    icon: 'restore',
    group: 'manage',
    visible: allowed('restore team'),
  },
  {
    label: 'nav.help_about',
    path: paths.helpAbout,
    icon: 'about',
    group: 'help',
    visible: allowed('view about'),
  },
  {
    label: 'nav.help_contact',
    path: paths.helpContact,
    icon: 'contact',
    group: 'help',
    visible: allowed('view contact'),
  },
  {
    label: 'nav.help_documentation',
    path: paths.helpDocumentation,
    icon: 'documentation',
    group: 'help',
    visible: allowed('view document'),
  },
  {
    label: 'nav.help_faq',
    path: paths.helpFaq,
    icon: 'faq',
    group: 'help',
    visible: allowed('view faq'),
  },
];

/** The entries this user sees, in navigation order. */
export function visibleNavEntries(user: CurrentUser): NavEntry[] {
  return navEntries.filter((entry) => entry.visible(user));
}
