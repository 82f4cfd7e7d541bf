import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { plainClasses } from '../../components/plain/plain';
import { SpoolLogo } from '../../components/ui/spool-logo';
import classes from './public-pages.module.css';

/** The frame of the public pages: header with the wordmark, content, copyright footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <RouterLink to="/" className={classes.home} aria-label={t('app.name')}>
          <SpoolLogo />
        </RouterLink>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <p className={`${plainClasses.small} ${plainClasses.secondary}`}>
          {t('landing.copyright', { year: new Date().getFullYear() })}
        </p>
      </footer>
    </div>
  );
}
