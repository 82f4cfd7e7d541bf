import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Toasts last 5 seconds, success and error alike (core-domain spec, section 8). */
export const toastDurationMs = 5000;

type Toast = { id: number; severity: 'success' | 'error' | 'warning' | 'info'; message: string };
type ToastApi = {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
};

const ToastContext = createContext<ToastApi | undefined>(undefined);

/** One toast at a time, the next when it closes; announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const push = useCallback((severity: Toast['severity'], message: string) => {
    setQueue((current) => [...current, { id: Date.now() + Math.random(), severity, message }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      warning: (message) => push('warning', message),
    }),
    [push],
  );
  const current = queue[0];
  const close = () => setQueue((rest) => rest.slice(1));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== undefined}
        autoHideDuration={toastDurationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            sx={{ minWidth: 280 }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
