import { PlaceholderPage } from '@/components/placeholder-page';

export function AboutPage() {
  return <PlaceholderPage namespace="home.about" />;
}
