import { PlaceholderPage } from '@/components/placeholder-page';

export function MoveKaizensPage() {
  return <PlaceholderPage namespace="kaizen.move" />;
}
