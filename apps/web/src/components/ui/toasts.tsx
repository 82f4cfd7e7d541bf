import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { withToast, type Toast, type ToastMessage, type ToastSeverity } from './toast-list';

export { toastDurationMs, type ToastMessage } from './toast-list';

type ToastApi = {
  success(message: ToastMessage): void;
  error(message: ToastMessage): void;
  warning(message: ToastMessage): void;
};

type Push = (severity: ToastSeverity, message: ToastMessage, form: string | undefined) => void;

const ToastContext = createContext<Push | undefined>(undefined);

/** Drawn with MUI, so loaded with the first toast: the pages before sign-in never show one. */
const ToastStack = lazy(async () => ({ default: (await import('./toast-stack')).ToastStack }));

/**
 * Toasts at the bottom of the screen, up to three stacked (newest lowest), each for 5 s
 * (paused while pointed at or focused); lifted above the buttons of an open dialog.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);
  const push = useCallback<Push>((severity, message, form) => {
    lastId.current += 1;
    const toast = { id: lastId.current, severity, message, form };
    setToasts((shown) => withToast(shown, toast));
  }, []);
  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  return (
    <ToastContext.Provider value={push}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/**
 * Shows toasts. `form` names the form they are about: a success of that form closes its
 * earlier error and warning toasts at once (a corrected save replaces what was wrong).
 */
export function useToast(form?: string): ToastApi {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast needs a ToastProvider');
  return useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message, form),
      error: (message) => push('error', message, form),
      warning: (message) => push('warning', message, form),
    }),
    [push, form],
  );
}
