import { PlaceholderPage } from '@/components/placeholder-page';

export function HelpAboutPage() {
  return <PlaceholderPage namespace="help.about" />;
}
