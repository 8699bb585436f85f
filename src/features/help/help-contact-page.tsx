import { PlaceholderPage } from '@/components/placeholder-page';

export function HelpContactPage() {
  return <PlaceholderPage namespace="help.contact" />;
}
