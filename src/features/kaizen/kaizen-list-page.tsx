import { PlaceholderPage } from '@/components/placeholder-page';

export function KaizenListPage() {
  return <PlaceholderPage namespace="kaizen.index" />;
}
