import { PlaceholderPage } from '@/components/placeholder-page';

export function KaizenFormPage() {
  return <PlaceholderPage namespace="kaizen.new" />;
}
