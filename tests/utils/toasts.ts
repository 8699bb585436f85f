import hotToast from 'react-hot-toast';
import { useToastStore } from '@/stores/toast-store';

/** Toasts outlive a test (in our store and react-hot-toast's); each test sees only its own. */
export function resetToasts(): void {
  useToastStore.setState({ toasts: [] });
  hotToast.remove();
}
