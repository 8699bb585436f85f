import { PlaceholderPage } from '@/components/placeholder-page';

export function SignUpPage() {
  return <PlaceholderPage namespace="auth.sign_up" />;
}
