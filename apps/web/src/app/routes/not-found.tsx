import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

/** Any path no route owns, and /error/404 (platform-admin spec, section 2: error pages). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}
