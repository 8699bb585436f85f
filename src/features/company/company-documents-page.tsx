import { PlaceholderPage } from '@/components/placeholder-page';

export function CompanyDocumentsPage() {
  return <PlaceholderPage namespace="company-configurator.index" />;
}
