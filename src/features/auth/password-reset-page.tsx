import { PlaceholderPage } from '@/components/placeholder-page';

export function PasswordResetPage() {
  return <PlaceholderPage namespace="auth.password_reset" />;
}
