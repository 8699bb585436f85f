import { useTranslation } from '@/i18n/use-translation';
import { ShortcutsSwitch } from '@/components/shortcuts-switch';
import { can } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { ProfileForm } from './profile-form';
import { roleLabel } from './role-label';

/** The signed-in user's own details (spec §2: /profile, language file user.profile). */
export function ProfilePage() {
  const { t } = useTranslation('user.profile');
  const user = useSessionStore((state) => state.user);
  return (
    <section aria-labelledby="profile-title" className="profile-page measure-form">
      <h1 id="profile-title" className="h3 mb-3">
        {t('title')}
      </h1>
      {user && user.all_roles.length > 0 ? (
        <p className="text-body-secondary">
          {t('roles', { roles: user.all_roles.map((name) => roleLabel(t, name)).join(', ') })}
        </p>
      ) : null}
      {user ? <ProfileForm user={user} /> : null}
      {/* Only those who review have the single-letter keys (the queue and the triage). */}
      {can(user, 'review kaizen') ? <ShortcutsSwitch className="mt-4" /> : null}
    </section>
  );
}
