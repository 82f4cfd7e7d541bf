import { useTranslation } from 'react-i18next';
import classes from './spool-logo.module.css';

/** The wordmark: a thread spool and the product name. */
export function SpoolLogo() {
  const { t } = useTranslation();
  return (
    <span className={classes.logo}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect x="7" y="3" width="18" height="4" rx="1.5" fill="#8a5a2b" />
        <rect x="7" y="25" width="18" height="4" rx="1.5" fill="#8a5a2b" />
        <rect x="10" y="7" width="12" height="18" fill="#1f5c63" />
        <path d="M10 10h12M10 13h12M10 16h12M10 19h12M10 22h12" stroke="#5fa3a8" strokeWidth="1" />
      </svg>
      <span className={classes.name}>{t('app.name')}</span>
    </span>
  );
}
