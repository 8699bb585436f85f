import { PlaceholderPage } from '@/components/placeholder-page';

export function CompanyPage() {
  return <PlaceholderPage namespace="company.index" />;
}
