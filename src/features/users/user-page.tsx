import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { RolesSection } from './roles-section';
import { UsersSection } from './users-section';

type UserTab = 'users' | 'roles';

/**
 * Users and roles (spec §2: /user, language file user.index). The spec has no role route, so
 * roles are a second tab; `?tab=roles` keeps the choice in the address.
 */
export function UserPage() {
  const { t } = useTranslation('user.index');
  const [params, setParams] = useSearchParams();
  const tab: UserTab = params.get('tab') === 'roles' ? 'roles' : 'users';
  return (
    <section aria-labelledby="user-title">
      <h1 id="user-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <Tabs
        id="user-page-tabs"
        activeKey={tab}
        onSelect={(key) => setParams(key === 'roles' ? { tab: 'roles' } : {}, { replace: true })}
        className="mb-3"
        mountOnEnter
      >
        <Tab eventKey="users" title={t('tabs.users')}>
          <UsersSection />
        </Tab>
        <Tab eventKey="roles" title={t('tabs.roles')}>
          <RolesSection />
        </Tab>
      </Tabs>
    </section>
  );
}
