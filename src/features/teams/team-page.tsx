import { PlaceholderPage } from '@/components/placeholder-page';

export function TeamPage() {
  return <PlaceholderPage namespace="team.index" />;
}
