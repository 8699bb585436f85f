import { useTranslation } from '@/i18n/use-translation';
import { OutboxPanel } from '@/kaizens/unsent/outbox-panel';
import { canCreateKaizen } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { DashboardNamespace } from './dashboard-i18n';
import { DashboardBody } from './dashboard-states';
import { PersonalOverview } from './personal-overview';
import { useKaizenStats } from './use-kaizen-stats';
import { ownKaizens } from '@/kaizens/own-list';

const NAMESPACE = 'home.my_kaizens';
/** /my-kaizens: the signed-in user's own dashboard (spec §2, language file home.my_kaizens). */
export function MyKaizensPage() {
  return (
    <DashboardNamespace.Provider value={NAMESPACE}>
      <PersonalDashboard />
    </DashboardNamespace.Provider>
  );
}

function PersonalDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionStore((state) => state.user);
  const userId = user?.id ?? 0;
  const kaizens = useKaizenStats({ ...ownKaizens(userId), enabled: user !== null });

  return (
    <section aria-labelledby="my-kaizens-title">
      <h1 id="my-kaizens-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {user ? <OutboxPanel userId={user.id} /> : null}
      <DashboardBody
        query={kaizens}
        isEmpty={(stats) => stats.total === 0}
        canCreate={canCreateKaizen(user)}
      >
        {(stats) => <PersonalOverview stats={stats} userId={userId} />}
      </DashboardBody>
    </section>
  );
}
