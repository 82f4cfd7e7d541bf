import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageStatus } from '../../components/ui/full-page-status';
import { useSession } from '../../lib/session-context';

/** /activate-tenant/{organisationId}/{tenantId}/{accountType?}: sign in again, for that tenant. */
export function ActivateTenantRoute() {
  const { organisationId, tenantId, accountType } = useParams();
  const { activateTenant } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!organisationId || !tenantId) {
      void navigate('/error/404', { replace: true });
      return;
    }
    activateTenant(organisationId, tenantId, accountType).catch(
      () => void navigate('/authentication-error', { replace: true }),
    );
  }, [activateTenant, organisationId, tenantId, accountType, navigate]);

  return <FullPageStatus message={t('callback.completing')} />;
}
