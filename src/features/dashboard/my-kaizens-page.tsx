import { PlaceholderPage } from '@/components/placeholder-page';

export function MyKaizensPage() {
  return <PlaceholderPage namespace="home.my_kaizens" />;
}
