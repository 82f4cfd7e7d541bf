import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLinkButton, plainClasses } from '../../components/plain/plain';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './public-pages.module.css';

/** The frame of every error page: what happened, and a way home (the landing page). */
export function ErrorPage({
  code,
  title,
  text,
  actions,
}: {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className={`${classes.column} ${classes.start}`}>
      {code && <p className={`${plainClasses.overline} ${plainClasses.secondary}`}>{code}</p>}
      <h1 className={plainClasses.h1}>{title}</h1>
      <p className={plainClasses.text}>{text}</p>
      <div className={classes.row}>
        {actions}
        <PlainLinkButton to="/" variant={actions ? 'outlined' : 'contained'}>
          {t('errorPages.home')}
        </PlainLinkButton>
      </div>
    </div>
  );
}
