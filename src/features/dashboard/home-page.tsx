import { PlaceholderPage } from '@/components/placeholder-page';

export function HomePage() {
  return <PlaceholderPage namespace="home.home" />;
}
