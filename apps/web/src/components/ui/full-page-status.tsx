import type { ReactNode } from 'react';
import { plainClasses, Spinner } from '../plain/plain';
import classes from './full-page-status.module.css';

/**
 * A calm, centred message while the app starts, signs in or out, or cannot start (plain HTML:
 * it shows before MUI is loaded). `actions` are its buttons, side by side.
 */
export function FullPageStatus({
  message,
  detail,
  busy = true,
  actions,
}: {
  message: string;
  detail?: string | undefined;
  busy?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={classes.page}>
      {busy && <Spinner size={32} />}
      <p className={plainClasses.h2}>{message}</p>
      {detail && <p className={plainClasses.text}>{detail}</p>}
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  );
}
