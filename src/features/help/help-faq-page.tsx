import { PlaceholderPage } from '@/components/placeholder-page';

export function HelpFaqPage() {
  return <PlaceholderPage namespace="help.faq" />;
}
