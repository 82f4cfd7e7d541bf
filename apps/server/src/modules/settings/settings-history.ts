import { changedFields, type AllowanceBand, type StitchSetting } from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';

type Audit = Pick<AuditTrail, 'record'>;

/** A custom setting as its history shows it. */
export type CustomSettingState = {
  id: number;
  name: string;
  tktTex: string;
  allowancePercent: number;
  allowanceBands: readonly AllowanceBand[] | null;
};

/** A shade as the shades' history shows it: its group by name. */
export type ShadeState = { id: number; name: string; hexCode: string; colourGroup: string };

/**
 * A table of bands as one line the history shows in any language ("1-300: 10 %; 301+: 8 %"),
 * null for a flat allowance.
 */
const bandsText = (bands: readonly AllowanceBand[] | null) =>
  bands === null
    ? null
    : bands
        .map((band) => `${band.from}${band.to === null ? '+' : `-${band.to}`}: ${band.percent} %`)
        .join('; ');

/** A setting's fields as its entries show them; a flat one's creation names no bands. */
const settingFields = (setting: CustomSettingState) => ({
  name: setting.name,
  tktTex: setting.tktTex,
  allowancePercent: setting.allowancePercent,
  ...(setting.allowanceBands !== null && { allowanceBands: bandsText(setting.allowanceBands) }),
});

/** The fields an update compares: bands that became flat show as none. */
const comparedFields = (setting: CustomSettingState) => ({
  ...settingFields(setting),
  allowanceBands: bandsText(setting.allowanceBands),
});

const stitchFields = (values: StitchSetting) => ({
  needle: values.needle,
  under: values.under,
  top: values.top,
  bightMm: values.bightMm,
  wastePercent: values.wastePercent,
});

const shadeFields = (shade: ShadeState) => ({
  name: shade.name,
  colour: shade.hexCode.toLowerCase(),
  colourGroup: shade.colourGroup,
});

/**
 * Writes the history of the settings screens (custom settings with their stitch type
 * values, the shades, the cost file) into the audit log, in the change's transaction.
 * Updates keep only the fields that changed; a save that changes nothing writes nothing.
 */
export function createSettingsHistory(audit: Audit) {
  return {
    async customSettingCreated(setting: CustomSettingState, copiedFrom?: string): Promise<void> {
      await audit.record({
        action: copiedFrom === undefined ? 'Created' : 'Duplicated',
        entityType: 'CustomSetting',
        entityId: String(setting.id),
        entityName: setting.name,
        before: copiedFrom === undefined ? null : { name: copiedFrom },
        after: settingFields(setting),
      });
    },

    async customSettingUpdated(
      before: CustomSettingState,
      after: CustomSettingState,
    ): Promise<void> {
      const changes = changedFields(comparedFields(before), comparedFields(after));
      if (!changes) return;
      await audit.record({
        action: 'Updated',
        entityType: 'CustomSetting',
        entityId: String(after.id),
        entityName: after.name,
        ...changes,
      });
    },

    async customSettingDeleted(setting: CustomSettingState): Promise<void> {
      await audit.record({
        action: 'Deleted',
        entityType: 'CustomSetting',
        entityId: String(setting.id),
        entityName: setting.name,
        before: settingFields(setting),
      });
    },

    /** A stitch type's values in a setting; `before` are the Default's when it had none. */
    async stitchValuesChanged(
      settingId: number,
      stitchTypeCode: string,
      before: StitchSetting,
      after: StitchSetting,
    ): Promise<void> {
      const changes = changedFields(stitchFields(before), stitchFields(after));
      if (!changes) return;
      await audit.record({
        action: 'Updated',
        entityType: 'CustomSettingStitchType',
        entityId: `${settingId}/${stitchTypeCode}`,
        entityName: stitchTypeCode,
        ...changes,
        subject: { type: 'CustomSetting', id: settingId },
      });
    },

    /** The shades added, changed and removed by a save of the list, compared by id. */
    async shadesSaved(before: readonly ShadeState[], after: readonly ShadeState[]): Promise<void> {
      const afterById = new Map(after.map((shade) => [shade.id, shade]));
      const beforeById = new Map(before.map((shade) => [shade.id, shade]));
      const entry = (shade: ShadeState) => ({
        entityType: 'Shade' as const,
        entityId: String(shade.id),
        entityName: shade.name,
      });
      for (const shade of before) {
        const saved = afterById.get(shade.id);
        if (!saved) {
          await audit.record({ action: 'Deleted', ...entry(shade), before: shadeFields(shade) });
          continue;
        }
        const changes = changedFields(shadeFields(shade), shadeFields(saved));
        if (changes) await audit.record({ action: 'Updated', ...entry(saved), ...changes });
      }
      for (const shade of after) {
        if (!beforeById.has(shade.id)) {
          await audit.record({ action: 'Created', ...entry(shade), after: shadeFields(shade) });
        }
      }
    },

    /** An upload that replaced the cost file: its name and number of prices, before and after when changed. */
    async costFileReplaced(
      before: { name: string | null; prices: number },
      after: { name: string; prices: number },
    ): Promise<void> {
      const first = before.prices === 0 && before.name === null;
      // The same name and number of prices may still hold other prices: the entry stays.
      const changes = first
        ? { before: null, after }
        : (changedFields(before, after) ?? { before, after });
      await audit.record({
        action: first ? 'Created' : 'Updated',
        entityType: 'CostFile',
        entityId: 'cost-file',
        entityName: after.name,
        ...changes,
      });
    },
  };
}

export type SettingsHistory = ReturnType<typeof createSettingsHistory>;
