import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page title is the route's title, a dash, and the product name (platform-admin spec, section 2). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const product = t('app.name');
    document.title = title ? `${title} - ${product}` : product;
  }, [title, t]);
}
