import { PlaceholderPage } from '@/components/placeholder-page';

export function TeamManagementPage() {
  return <PlaceholderPage namespace="team.management" />;
}
