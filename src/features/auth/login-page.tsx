import { PlaceholderPage } from '@/components/placeholder-page';

export function LoginPage() {
  return <PlaceholderPage namespace="auth.login" />;
}
