import { PlaceholderPage } from '@/components/placeholder-page';

export function ProfilePage() {
  return <PlaceholderPage namespace="user.profile" />;
}
