import * as contracts from '@spool/contracts';
import type { Contract } from '@spool/contracts';

export type ContractRoute = { name: string; contract: Contract };

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'response' in value;

/**
 * Every route of the API, found from the contracts package's exports: each contract,
 * and each contract of an exported group (the named lists' `brandContracts` ...), so
 * that a test over them cannot leave a new route out. Aliases of one route count once.
 */
export function contractRoutes(): ContractRoute[] {
  const found = new Map<string, ContractRoute>();
  const add = (name: string, contract: Contract) => {
    const key = `${contract.method} ${contract.path}`;
    if (!found.has(key)) found.set(key, { name, contract });
  };
  for (const [name, value] of Object.entries(contracts as Record<string, unknown>)) {
    if (isContract(value)) add(name, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [member, inner] of Object.entries(value)) {
        if (isContract(inner)) add(`${name}.${member}`, inner);
      }
    }
  }
  return [...found.values()];
}
