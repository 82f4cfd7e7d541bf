import {
  type CreateCustomSettingBody,
  type CustomSettingTktTex,
  type CustomSettingView,
  type StitchTypeInSettingView,
  type UpdateCustomSettingBody,
  type UpdateStitchTypeBody,
} from '@spool/contracts';
import {
  bightFromDisplay,
  builtInDefaultSettingId,
  builtInDefaultSettingName,
  checkStitchValues,
  customSettingNameProblem,
  defaultStitchSetting,
  DomainError,
  findStitchType,
  roundToHundredths,
  sameCustomSettingName,
  type AllowanceBand,
} from '@spool/domain';
import type {
  CustomSettingsConfiguration,
  CustomSettingsRepository,
  StoredCustomSetting,
} from './custom-settings.repository.js';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { SettingsHistory } from '../settings-history.js';
import { stitchInSettingView, unitOfConfiguration } from './stitch-in-setting.js';

/** Who is asking: the signed-in user of the tenant. */
/** Who asks: the settings' default is per user, and changes are recorded as theirs. */
export type CustomSettingsCaller = Actor;

const toTktTex = (value: string): CustomSettingTktTex =>
  value.trim().toLowerCase() === 'tex' ? 'Tex' : 'Tkt';

/**
 * Custom settings (platform-admin spec, sections 2 to 5 and 8): the built-in Default (id 0,
 * the catalogue's values, never changed) and the tenant's own settings, each with values per
 * stitch type. Consumption figures come from the engine in `@spool/domain`.
 */
export function createCustomSettingsService({
  settings,
  history,
}: {
  settings: CustomSettingsRepository;
  /** The history of the actor's changes, written in the request's transaction. */
  history: (actor: Actor) => SettingsHistory;
}) {
  const historyOf = async (caller: CustomSettingsCaller) => history(caller);
  const stateOf = (setting: StoredCustomSetting) => ({
    id: setting.id,
    name: setting.name,
    tktTex: toTktTex(setting.tktTex),
    allowancePercent: setting.defaultAllowance,
    allowanceBands: setting.allowanceBands,
  });

  const callersDefaultId = async (caller: CustomSettingsCaller) =>
    (await settings.findUserDefaultSettingId(caller.userId)) ?? builtInDefaultSettingId;

  /** Changes are refused while the tenant has custom settings turned off. */
  const assertEnabled = async () => {
    if (!(await settings.findConfiguration()).customSettingToggle) {
      throw new DomainError('Spool.Settings:CustomSettingsDisabled');
    }
  };

  const getStored = async (id: number): Promise<StoredCustomSetting> => {
    const setting = await settings.findCustomSetting(id);
    if (!setting) throw new DomainError('Spool.Settings:CustomSettingNotFound', { id });
    return setting;
  };

  const defaultView = (
    configuration: CustomSettingsConfiguration,
    defaultId: number,
  ): CustomSettingView => ({
    id: builtInDefaultSettingId,
    name: builtInDefaultSettingName,
    tktTex: toTktTex(configuration.tktTex),
    allowancePercent: configuration.defaultAllowance,
    allowanceBands: null,
    isCallersDefault: defaultId === builtInDefaultSettingId,
    creationTime: null,
    createdBy: null,
    lastModificationTime: null,
    lastModifiedBy: null,
    concurrencyStamp: null,
  });

  const view = (setting: StoredCustomSetting, defaultId: number): CustomSettingView => ({
    id: setting.id,
    name: setting.name,
    tktTex: toTktTex(setting.tktTex),
    allowancePercent: setting.defaultAllowance,
    allowanceBands: setting.allowanceBands,
    isCallersDefault: setting.id === defaultId,
    creationTime: setting.creationTime,
    createdBy: setting.createdBy,
    lastModificationTime: setting.lastModificationTime,
    lastModifiedBy: setting.lastModifiedBy,
    concurrencyStamp: setting.concurrencyStamp,
  });

  /** Refuses an empty, too long or already used name (the built-in Default's included). */
  const checkNewName = async (name: string): Promise<string> => {
    const problem = customSettingNameProblem(name);
    if (problem === 'required') throw new DomainError('Spool.Settings:CustomSettingNameRequired');
    const trimmed = name.trim();
    if (problem === 'tooLong') {
      throw new DomainError('Spool.Settings:CustomSettingNameTooLong', { name: trimmed });
    }
    if (
      sameCustomSettingName(trimmed, builtInDefaultSettingName) ||
      (await settings.findCustomSettingByName(trimmed))
    ) {
      throw new DomainError('Spool.Settings:DuplicateCustomSettingName', { name: trimmed });
    }
    return trimmed;
  };

  const stitchView = stitchInSettingView;
  const unitOf = unitOfConfiguration;

  /** Every stitch type of the tenant known to the engine, with its values in the setting. */
  const listStitchTypes = async (customSettingId: number) => {
    if (customSettingId !== builtInDefaultSettingId) await getStored(customSettingId);
    const configuration = await settings.findConfiguration();
    const unit = unitOf(configuration);
    const stored = new Map(
      customSettingId === builtInDefaultSettingId
        ? []
        : (await settings.findStitchValues(customSettingId)).map((row) => [
            row.stitchTypeCode,
            row,
          ]),
    );
    const items = (await settings.findTenantStitchTypes()).flatMap((stitchType) => {
      const stitch = findStitchType(stitchType.code);
      return stitch ? [stitchView(stitchType, stitch, stored.get(stitch.code), unit)] : [];
    });
    return { seamLengthUnit: configuration.seamLengthUnit === 1 ? 1 : 0, items } as const;
  };

  const getCustomSetting = async (
    caller: CustomSettingsCaller,
    id: number,
  ): Promise<CustomSettingView> => {
    const defaultId = await callersDefaultId(caller);
    if (id === builtInDefaultSettingId) {
      return defaultView(await settings.findConfiguration(), defaultId);
    }
    return view(await getStored(id), defaultId);
  };

  return {
    /** The grid: Default first, then the tenant's settings by name, and whether changes are allowed. */
    async findCustomSettings(caller: CustomSettingsCaller) {
      const configuration = await settings.findConfiguration();
      const defaultId = await callersDefaultId(caller);
      const items = [
        defaultView(configuration, defaultId),
        ...(await settings.findCustomSettings()).map((setting) => view(setting, defaultId)),
      ];
      return { items, enabled: configuration.customSettingToggle };
    },

    getCustomSetting,

    /** The caller's own default setting; 0 (the built-in Default) when none was chosen. */
    getDefaultUserCustomSetting(caller: CustomSettingsCaller): Promise<number> {
      return callersDefaultId(caller);
    },

    /** Whether the name is taken: trimmed, ignoring case, the built-in Default included. */
    async isCustomSettingExistByName(name: string): Promise<boolean> {
      if (name.trim() === '') return false;
      if (sameCustomSettingName(name, builtInDefaultSettingName)) return true;
      return (await settings.findCustomSettingByName(name)) !== undefined;
    },

    /**
     * Creates a setting; with a source, a clone holding the source's stitch values. The
     * Default cannot be cloned (its values are the catalogue's: a new setting starts with
     * them anyway).
     */
    async createCustomSetting(
      caller: CustomSettingsCaller,
      input: CreateCustomSettingBody,
      isDefaultCustomSetting: boolean,
    ): Promise<CustomSettingView> {
      await assertEnabled();
      const sourceId = input.sourceCustomSettingId;
      if (sourceId === builtInDefaultSettingId) {
        throw new DomainError('Spool.Settings:DefaultSettingNotCloneable');
      }
      const source = sourceId === undefined ? undefined : await getStored(sourceId);
      const name = await checkNewName(input.name);
      const created = await settings.insertCustomSetting({
        name,
        tktTex: input.tktTex,
        defaultAllowance: input.defaultAllowance,
        allowanceBands: input.allowanceBands,
        createdBy: caller.userName,
      });
      if (sourceId !== undefined) await settings.copyStitchValues(sourceId, created.id);
      if (isDefaultCustomSetting) await settings.saveUserDefaultSetting(caller.userId, created.id);
      await (await historyOf(caller)).customSettingCreated(stateOf(created), source?.name);
      return view(created, await callersDefaultId(caller));
    },

    /**
     * Changes Tkt/Tex and the allowance, flat or by bands (needs `demandSettingsUpdate`, that
     * is the right to change settings; bands left out stay as they are) and whether the setting is the caller's own default (anyone reading
     * settings may choose theirs). The name never changes; the Default changes in nothing
     * but being chosen.
     */
    async updateCustomSetting(
      caller: CustomSettingsCaller,
      input: UpdateCustomSettingBody,
      isDefaultCustomSetting: boolean,
      demandSettingsUpdate: () => Promise<void>,
    ): Promise<CustomSettingView> {
      await assertEnabled();
      const current = await getCustomSetting(caller, input.id);
      if (input.name !== undefined && input.name.trim() !== current.name) {
        throw new DomainError('Spool.Settings:CustomSettingNameFixed', { name: current.name });
      }
      const allowanceBands =
        input.allowanceBands === undefined ? current.allowanceBands : input.allowanceBands;
      const valuesChanged =
        input.tktTex !== current.tktTex ||
        input.defaultAllowance !== current.allowancePercent ||
        !sameAllowanceBands(allowanceBands, current.allowanceBands);
      if (valuesChanged && input.id === builtInDefaultSettingId) {
        throw new DomainError('Spool.Settings:DefaultSettingNotEditable');
      }
      if (valuesChanged) {
        await demandSettingsUpdate();
        const updated = await settings.updateCustomSetting(input.id, {
          tktTex: input.tktTex,
          defaultAllowance: input.defaultAllowance,
          allowanceBands,
          lastModifiedBy: caller.userName,
          concurrencyStamp: input.concurrencyStamp ?? null,
        });
        if (!updated) throw new DomainError('Spool:Conflict');
      }
      if (isDefaultCustomSetting && !current.isCallersDefault) {
        await settings.saveUserDefaultSetting(caller.userId, input.id);
      } else if (!isDefaultCustomSetting && current.isCallersDefault) {
        await settings.saveUserDefaultSetting(caller.userId, builtInDefaultSettingId);
      }
      const saved = await getCustomSetting(caller, input.id);
      if (valuesChanged) await (await historyOf(caller)).customSettingUpdated(current, saved);
      return saved;
    },

    /** Deletes a setting that no style uses and no user has chosen as default. */
    async deleteCustomSetting(caller: CustomSettingsCaller, id: number): Promise<true> {
      await assertEnabled();
      if (id === builtInDefaultSettingId) {
        throw new DomainError('Spool.Settings:DefaultSettingNotDeletable');
      }
      const stored = await getStored(id);
      if (await settings.isCustomSettingInUse(id)) {
        throw new DomainError('Spool.Settings:CustomSettingInUse');
      }
      await settings.deleteCustomSetting(id);
      await (await historyOf(caller)).customSettingDeleted(stateOf(stored));
      return true;
    },

    /** Every stitch type with its values in the setting and its consumption per 10 cm. */
    calculateNeedlesLengthForAllStitchTypes(customSettingId: number) {
      return listStitchTypes(customSettingId);
    },

    /** The same list, the stitch types most used in the tenant's styles first. */
    async findStitchTypesOrderByMostFrequentlyUsed(customSettingId: number) {
      const list = await listStitchTypes(customSettingId);
      const usage = await settings.countStitchTypeUsage();
      const items = list.items
        .map((item, index) => ({ item, index, used: usage.get(item.code) ?? 0 }))
        .sort((a, b) => b.used - a.used || a.index - b.index)
        .map(({ item }) => item);
      return { ...list, items };
    },

    /**
     * Changes one stitch type's values in a setting (platform-admin spec, section 5):
     * needle, under, top whole and not negative; bight not negative with at most 2 decimals
     * (as shown: inches, mm / 25.4, in Imperial as everywhere else; ignored for stitches
     * that hide it); waste 0 to 999 with at most 2 decimals. The Default cannot be edited.
     */
    async updateStitchType(
      caller: CustomSettingsCaller,
      input: UpdateStitchTypeBody,
    ): Promise<StitchTypeInSettingView> {
      await assertEnabled();
      if (input.settingId === builtInDefaultSettingId) {
        throw new DomainError('Spool.Settings:DefaultSettingNotEditable');
      }
      await getStored(input.settingId);
      const code = input.code.trim();
      const stitch = findStitchType(code);
      const stitchType = (await settings.findTenantStitchTypes()).find((row) => row.code === code);
      if (!stitch || !stitchType) {
        throw new DomainError('Spool.Consumption:StitchTypeNotFound', { code });
      }
      const stored = (await settings.findStitchValues(input.settingId)).find(
        (row) => row.stitchTypeCode === code,
      );
      const current = stored ?? defaultStitchSetting(code);
      const hideBight = !stitch.visibleInputs.bight;
      const checked = checkStitchValues(
        {
          needle: input.defaultcm0,
          under: input.defaultcm1,
          top: input.defaultcm2,
          bightMm: hideBight ? current.bightMm : input.defaultBight,
          wastePercent: input.defaultwaste,
        },
        !hideBight,
      );
      if (!checked.ok) {
        // The first wrong field, in the order the drawer shows them.
        const [code] = Object.values(checked.problems);
        throw new DomainError(code ?? 'Spool.Settings:InvalidNeedleValue');
      }
      const unit = unitOf(await settings.findConfiguration());
      const bightMm =
        hideBight || checked.values.bightMm === null
          ? current.bightMm
          : roundToHundredths(bightFromDisplay(checked.values.bightMm, unit));
      const userName = caller.userName;
      const saved = await settings.saveStitchValues(
        input.settingId,
        code,
        { ...checked.values, bightMm },
        userName,
      );
      await settings.touchCustomSetting(input.settingId, userName);
      await history({ userId: caller.userId, userName }).stitchValuesChanged(
        input.settingId,
        code,
        current,
        saved,
      );
      return stitchView(stitchType, stitch, saved, unit);
    },
  };
}

/** Whether two tables of bands are the same (both flat, or the same bands in order). */
function sameAllowanceBands(
  a: readonly AllowanceBand[] | null,
  b: readonly AllowanceBand[] | null,
): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.length === b.length &&
    a.every((band, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        band.from === other.from &&
        band.to === other.to &&
        band.percent === other.percent
      );
    })
  );
}

export type CustomSettingsService = ReturnType<typeof createCustomSettingsService>;
