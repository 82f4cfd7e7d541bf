import { useTranslation } from 'react-i18next';
import { PlainLinkButton, plainClasses } from '../../components/plain/plain';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './public-pages.module.css';

export function PrivacyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  return (
    <div className={`${classes.column} ${classes.start} ${classes.narrow}`}>
      <h1 className={plainClasses.h1}>{t('privacy.title')}</h1>
      <p className={plainClasses.text}>{t('privacy.text')}</p>
      <PlainLinkButton to="/" variant="outlined">
        {t('errorPages.home')}
      </PlainLinkButton>
    </div>
  );
}
