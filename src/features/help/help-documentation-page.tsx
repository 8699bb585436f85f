import { PlaceholderPage } from '@/components/placeholder-page';

export function HelpDocumentationPage() {
  return <PlaceholderPage namespace="help.documentation" />;
}
