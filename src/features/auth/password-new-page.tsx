import { PlaceholderPage } from '@/components/placeholder-page';

export function PasswordNewPage() {
  return <PlaceholderPage namespace="auth.password_new" />;
}
