import { PlaceholderPage } from '@/components/placeholder-page';

export function UserPage() {
  return <PlaceholderPage namespace="user.index" />;
}
