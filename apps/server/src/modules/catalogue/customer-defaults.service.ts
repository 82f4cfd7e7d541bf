import { builtInDefaultSettingName, DomainError } from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';
import type { CustomersRepository } from './customers.repository.js';
import type { NamedEntry } from './named-lists.repository.js';

/**
 * The custom setting a customer's new styles start with (typed in the style form, sent
 * without a setting, imported). Choosing it is a settings change: it is recorded in the
 * history of the setting it now names (or, when cleared, the one it named).
 */
export function createCustomerDefaultsService({
  customers,
  audit,
}: {
  customers: CustomersRepository;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const settingName = async (id: number | null) =>
    id === null ? builtInDefaultSettingName : await customers.findCustomSettingName(id);

  return {
    /** `customSettingId` null or 0 (the built-in Default) clears the customer's default. */
    async setDefaultCustomSetting(
      customerId: number,
      customSettingId: number | null,
    ): Promise<NamedEntry & { defaultCustomSettingId: number | null }> {
      const customer = await customers.findCustomerDefault(customerId);
      if (!customer) throw new DomainError('Spool.Catalogue:CustomerNotFound', { id: customerId });
      const chosen = customSettingId === 0 ? null : customSettingId;
      const after = await settingName(chosen);
      if (after === undefined) {
        throw new DomainError('Spool.Settings:CustomSettingNotFound', { id: customSettingId ?? 0 });
      }
      const before = customer.defaultCustomSettingId;
      if (before !== chosen) {
        await customers.saveCustomerDefault(customerId, chosen);
        const subject = chosen ?? before;
        await audit.record({
          action: 'Updated',
          entityType: 'Customer',
          entityId: String(customerId),
          entityName: customer.name,
          before: { customSetting: (await settingName(before)) ?? null },
          after: { customSetting: after },
          ...(subject !== null && { subject: { type: 'CustomSetting', id: subject } }),
        });
      }
      return { ...customer, defaultCustomSettingId: chosen };
    },
  };
}

export type CustomerDefaultsService = ReturnType<typeof createCustomerDefaultsService>;
