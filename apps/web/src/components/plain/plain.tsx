import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import classes from './plain.module.css';

/**
 * The parts of the pages that show before sign-in, in plain HTML and CSS (for a small
 * first page): MUI and its styles load with the signed-in screens, not with the landing page.
 */

type ButtonLook = { variant?: 'contained' | 'outlined'; size?: 'medium' | 'large' };

const buttonClass = ({ variant = 'contained', size = 'medium' }: ButtonLook) =>
  [classes.button, classes[variant], size === 'large' && classes.large].filter(Boolean).join(' ');

export function PlainButton({
  variant,
  size,
  type = 'button',
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} type={type} className={buttonClass({ variant, size })} />;
}

/** A link that looks like a button: to a page of the app, or (`reload`) the same as a new visit. */
export function PlainLinkButton({
  to,
  reload = false,
  children,
  ...look
}: ButtonLook & { to: string; reload?: boolean; children: ReactNode }) {
  return reload ? (
    <a href={to} className={buttonClass(look)}>
      {children}
    </a>
  ) : (
    <RouterLink to={to} className={buttonClass(look)}>
      {children}
    </RouterLink>
  );
}

export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={`${classes.link} ${classes.small}`}>
      {children}
    </RouterLink>
  );
}

/** MUI's CircularProgress, drawn the same (indeterminate). */
export function Spinner({ size }: { size: number }) {
  return (
    <svg
      className={classes.spinner}
      width={size}
      height={size}
      viewBox="22 22 44 44"
      aria-hidden="true"
    >
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

export { classes as plainClasses };
