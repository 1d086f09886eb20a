import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT } from '@/config/constants';
import { toastsOverLimit } from '@/lib/toast';

/** The page's single toast outlet: react-hot-toast's default durations, at most TOAST_LIMIT visible. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 16 }}
      toastOptions={{
        className: 'sl-toast',
        style: { background: '#1b1f33', color: '#f1f3ff', border: '1px solid #2e3455' },
      }}
    />
  );
}
