import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { keyframes, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MuiTheme } from '../../config/mui-theme';
import { toastDurationMs, toastOffset, type Toast } from './toast-list';

/** The action buttons of the dialogs and side panels on screen, which toasts must not hide. */
const dialogButtons = '.MuiDialogActions-root button, .MuiDialogActions-root a[href]';

/** The toasts on screen, drawn with MUI (toasts.tsx loads this with the first toast). */
export function ToastStack(props: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <MuiTheme>
      <ToastColumn {...props} />
    </MuiTheme>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

function ToastColumn({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const stack = useRef<HTMLDivElement>(null);
  const base = wide ? 24 : 8;
  const bottom = useClearOfDialogButtons(stack, base, toasts.length > 0);
  return (
    <Box
      ref={stack}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        insetInline: { xs: 8, sm: 24 },
        bottom,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        // The space between and beside the toasts stays clickable.
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </Box>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const close = useCallback(() => onClose(toast.id), [onClose, toast.id]);
  useCloseAfter(toastDurationMs, close, paused);
  const { message } = toast;
  return (
    <Alert
      severity={toast.severity}
      variant="filled"
      onClose={close}
      closeText={t('toasts.close')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        pointerEvents: 'auto',
        width: { xs: '100%', sm: 'auto' },
        minWidth: { sm: 288 },
        maxWidth: { sm: 600 },
        boxShadow: 6,
        animation: `${slideIn} 180ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {typeof message === 'string' ? (
        message
      ) : (
        <>
          <AlertTitle sx={{ fontWeight: 600 }}>{message.title}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {message.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

/** Calls `close` once `durationMs` have passed while not paused. */
function useCloseAfter(durationMs: number, close: () => void, paused: boolean) {
  const remaining = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [close, paused]);
}

/**
 * The toasts' distance from the bottom of the screen: `base`, or above the action buttons of
 * an open dialog they would cover (on a phone a dialog fills the screen and its buttons sit
 * at the bottom). Measured again whenever the page changes while toasts show.
 */
function useClearOfDialogButtons(
  stack: RefObject<HTMLDivElement | null>,
  base: number,
  showing: boolean,
): number {
  const [offset, setOffset] = useState(base);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = stack.current;
      if (!element) return;
      const toasts = [...element.children].map((child) => child.getBoundingClientRect());
      if (toasts.length === 0) return;
      const buttons = [...document.querySelectorAll(dialogButtons)]
        .map((button) => button.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      setOffset(
        toastOffset(
          {
            left: Math.min(...toasts.map((box) => box.left)),
            right: Math.max(...toasts.map((box) => box.right)),
            height: element.getBoundingClientRect().height,
          },
          base,
          window.innerHeight,
          buttons,
        ),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Dialogs open and close, toasts come and go, side panels finish sliding in.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
    };
  }, [stack, base, showing]);
  return offset;
}
