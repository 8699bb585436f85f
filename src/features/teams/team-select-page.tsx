import { PlaceholderPage } from '@/components/placeholder-page';

export function TeamSelectPage() {
  return <PlaceholderPage namespace="team.select" />;
}
