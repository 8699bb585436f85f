import { PlaceholderPage } from '@/components/placeholder-page';

export function CompanyConfiguratorPage() {
  return <PlaceholderPage namespace="company-configurator.index" />;
}
