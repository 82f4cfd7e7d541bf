import type { FastifyInstance } from 'fastify';
import {
  brandContracts,
  createPackageSize,
  createStitchType,
  createTicketTex,
  customerContracts,
  deletePackageSize,
  deleteStitchType,
  deleteTicketTex,
  getPackageSize,
  getPackageSizesByTicketTexId,
  getStitchNeedlesByStitchTypeCode,
  getStitchType,
  getStitchTypes,
  getTicketTex,
  getUnusableRangeValues,
  getTicketTexesByBrandId,
  productCategoryContracts,
  productTypeContracts,
  setCustomerDefaultCustomSetting,
  updatePackageSize,
  updateStitchTypeNames,
  updateTicketTex,
  type NamedEntryDto,
  type NamedListKind,
  type PackageSizeDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Router } from '../../platform/http/router.js';
import type { CustomerDefaultsService } from './customer-defaults.service.js';
import type { NamedEntry, NamedListsService } from './named-lists.service.js';
import type { PackageSizeRow, ThreadRangeService } from './thread-range.service.js';

const toEntryDto = (
  entry: NamedEntry,
): NamedEntryDto & { defaultCustomSettingId?: number | null } => ({
  id: entry.id,
  name: entry.name,
  creationTime: entry.creationTime.toISOString(),
  // A customer's own field; the other lists' contracts do not declare it.
  ...(entry.defaultCustomSettingId !== undefined && {
    defaultCustomSettingId: entry.defaultCustomSettingId,
  }),
});

const toPackageSizeDto = (size: PackageSizeRow): PackageSizeDto => ({
  id: size.id,
  ticketTexId: size.ticketTexId,
  size: size.lengthM,
  article: size.article,
});

const namedListContracts = {
  brand: brandContracts,
  customer: customerContracts,
  productCategory: productCategoryContracts,
  productType: productTypeContracts,
} as const;

export function referenceDataRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    namedList: (kind: NamedListKind, tx: Tx) => NamedListsService;
    threadRange: (tx: Tx) => ThreadRangeService;
    customerDefaults: (tx: Tx, actor: Actor) => CustomerDefaultsService;
  },
): void {
  const { router, namedList, threadRange, customerDefaults } = deps;

  for (const kind of ['brand', 'customer', 'productCategory', 'productType'] as const) {
    const contracts = namedListContracts[kind];
    router.route(app, contracts.list, async ({ query }, { tx }) => {
      const page = await namedList(kind, tx).findEntries({
        filter: query.Filter,
        skip: query.SkipCount,
        take: query.MaxResultCount,
      });
      return { items: page.items.map(toEntryDto), totalCount: page.totalCount };
    });
    router.route(app, contracts.mostUsed, async (_input, { tx }) =>
      namedList(kind, tx).findEntriesByUsage(),
    );
    router.route(app, contracts.get, async ({ params }, { tx }) =>
      toEntryDto(await namedList(kind, tx).getEntry(params.id)),
    );
    router.route(app, contracts.create, async ({ body }, { tx }) =>
      toEntryDto(await namedList(kind, tx).createEntry(body)),
    );
    router.route(app, contracts.update, async ({ params, body }, { tx }) =>
      toEntryDto(await namedList(kind, tx).renameEntry(params.id, body)),
    );
    router.route(app, contracts.remove, async ({ params }, { tx }) => {
      await namedList(kind, tx).deleteEntry(params.id);
      return null;
    });
  }

  router.route(app, setCustomerDefaultCustomSetting, async ({ params, body }, { tx, actor }) => {
    const customer = await customerDefaults(tx, actor).setDefaultCustomSetting(
      params.id,
      body.customSettingId,
    );
    return { ...toEntryDto(customer), defaultCustomSettingId: customer.defaultCustomSettingId };
  });

  router.route(app, getTicketTexesByBrandId, async ({ query }, { tx }) =>
    threadRange(tx).findTicketTexesOfBrand(query.BrandId),
  );
  router.route(app, getTicketTex, async ({ params }, { tx }) =>
    threadRange(tx).getTicketTex(params.id),
  );
  router.route(app, createTicketTex, async ({ body }, { tx }) =>
    threadRange(tx).createTicketTex(body),
  );
  router.route(app, updateTicketTex, async ({ params, body }, { tx }) =>
    threadRange(tx).updateTicketTex(params.id, body),
  );
  router.route(app, deleteTicketTex, async ({ params }, { tx }) => {
    await threadRange(tx).deleteTicketTex(params.id);
    return null;
  });

  router.route(app, getPackageSizesByTicketTexId, async ({ query }, { tx }) =>
    (await threadRange(tx).findPackageSizesOfTicketTex(query.tktTexId)).map(toPackageSizeDto),
  );
  router.route(app, getPackageSize, async ({ params }, { tx }) =>
    toPackageSizeDto(await threadRange(tx).getPackageSize(params.id)),
  );
  router.route(app, createPackageSize, async ({ body }, { tx }) =>
    toPackageSizeDto(await threadRange(tx).createPackageSize(body)),
  );
  router.route(app, updatePackageSize, async ({ params, body }, { tx }) =>
    toPackageSizeDto(await threadRange(tx).updatePackageSize(params.id, body)),
  );
  router.route(app, deletePackageSize, async ({ params }, { tx }) => {
    await threadRange(tx).deletePackageSize(params.id);
    return null;
  });

  router.route(app, getUnusableRangeValues, async (_input, { tx }) =>
    threadRange(tx).findUnusableValues(),
  );

  router.route(app, getStitchTypes, async (_input, { tx }) => threadRange(tx).findStitchTypes());
  router.route(app, getStitchType, async ({ params }, { tx }) =>
    threadRange(tx).getStitchType(params.id),
  );
  router.route(app, updateStitchTypeNames, async ({ params, body }, { tx }) =>
    threadRange(tx).renameStitchType(params.id, body),
  );
  router.route(app, createStitchType, async ({ body }, { tx }) =>
    threadRange(tx).createStitchType(body),
  );
  router.route(app, deleteStitchType, async ({ params }, { tx }) => {
    await threadRange(tx).deleteStitchType(params.id);
    return null;
  });
  router.route(app, getStitchNeedlesByStitchTypeCode, async ({ query }, { tx }) =>
    threadRange(tx).findNeedlesOfStitchCode(query.stitchTypeCode),
  );
}
