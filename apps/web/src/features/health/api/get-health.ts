import { useEffect, useState } from 'react';
import type { Health } from '@spool/contracts';
import { getHealth } from '../../../lib/public-api';

export type HealthState =
  { status: 'pending' } | { status: 'error' } | { status: 'answered'; health: Health };

/**
 * The server's health, asked once when the landing page shows (without React Query, which
 * loads with the signed-in screens). A 503 is an answer too: the database is down.
 */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    getHealth(controller.signal).then(
      (health) => setState({ status: 'answered', health }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
