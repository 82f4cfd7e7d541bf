import { and, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StyleGridGroupColumn, StyleGridSortColumn } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { productCategories, productTypes } from '../../platform/db/schema/reference.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { countTenantStyles, tenantStyleCount } from './style-counts.repository.js';
import {
  containing,
  groupSpec,
  joinReferences,
  settingName,
  sortSpecs,
  type GroupSpec,
} from './style-grid-columns.js';
import { styles } from '../../platform/db/schema/styles.js';

/** Column filters of the grid: text ones match when the column contains the text, ignoring case. */
export type StyleGridFilters = {
  /** The search box: the style name. */
  search?: string | undefined;
  name?: string | undefined;
  description?: string | undefined;
  customer?: string | undefined;
  productCategory?: string | undefined;
  productType?: string | undefined;
  customSettingName?: string | undefined;
  createdBy?: string | undefined;
  /** 1 light, 2 standard, 3 heavy. */
  weightType?: number | undefined;
  /** `styles.stage`: 0 estimate, 1 sample-checked, 2 approved. */
  stage?: number | undefined;
  minSgc?: number | undefined;
  maxSgc?: number | undefined;
  minOrderThread?: number | undefined;
  maxOrderThread?: number | undefined;
  createdFrom?: Date | undefined;
  /** Exclusive. */
  createdBefore?: Date | undefined;
};

export type StyleGridPageQuery = {
  filters: StyleGridFilters;
  sortBy: StyleGridSortColumn;
  descending: boolean;
  /** Group by this column; creation time by day in `timeZone` (an IANA name). */
  groupBy?: { column: StyleGridGroupColumn; timeZone: string } | undefined;
  skip: number;
  take: number;
};

export type StyleGridGroupRow = { key: string | null; count: number; start: number };

/**
 * The styles grid's pages (row-level security keeps every statement to the tenant). Every
 * filter is a parameter and reads an index: the style's own texts through trigram indexes,
 * the named lists through their small tables and the style's index on the list's id, the
 * SGC and creation time through their b-tree indexes. A page is one statement (rows and
 * total); grouped, two (the groups on the page with the total, then their rows).
 */
export function createStyleGridRepository(tx: Tx) {
  /** The styles whose list entry (customer, category, type) is named with the text. */
  const namedWith = (
    column: PgColumn,
    list: typeof customers | typeof productCategories | typeof productTypes,
    text: string,
  ) =>
    inArray(
      column,
      tx
        .select({ id: list.id })
        .from(list)
        .where(ilike(list.name, containing(text))),
    );

  const filterCondition = (filters: StyleGridFilters): SQL | undefined => {
    const text = (value: string | undefined, condition: (value: string) => SQL | undefined) =>
      value ? condition(value) : undefined;
    return and(
      text(filters.search, (value) => ilike(styles.name, containing(value))),
      text(filters.name, (value) => ilike(styles.name, containing(value))),
      text(filters.description, (value) => ilike(styles.description, containing(value))),
      text(filters.createdBy, (value) => ilike(styles.createdBy, containing(value))),
      text(filters.customer, (value) => namedWith(styles.customerId, customers, value)),
      text(filters.productCategory, (value) =>
        namedWith(styles.productCategoryId, productCategories, value),
      ),
      text(filters.productType, (value) => namedWith(styles.productTypeId, productTypes, value)),
      text(filters.customSettingName, (value) =>
        or(
          inArray(
            styles.customSettingId,
            tx
              .select({ id: customSettings.id })
              .from(customSettings)
              .where(ilike(customSettings.name, containing(value))),
          ),
          // The built-in Default (0) has no row.
          'default'.includes(value.toLowerCase()) ? eq(styles.customSettingId, 0) : undefined,
        ),
      ),
      filters.weightType === undefined ? undefined : eq(styles.weightType, filters.weightType),
      filters.stage === undefined ? undefined : eq(styles.stage, filters.stage),
      filters.minSgc === undefined
        ? undefined
        : gte(styles.singleGarmentConsumption, filters.minSgc),
      filters.maxSgc === undefined
        ? undefined
        : lte(styles.singleGarmentConsumption, filters.maxSgc),
      filters.minOrderThread === undefined
        ? undefined
        : gte(styles.orderThread, filters.minOrderThread),
      filters.maxOrderThread === undefined
        ? undefined
        : lte(styles.orderThread, filters.maxOrderThread),
      filters.createdFrom === undefined ? undefined : gte(styles.creationTime, filters.createdFrom),
      filters.createdBefore === undefined
        ? undefined
        : lt(styles.creationTime, filters.createdBefore),
    );
  };

  const direction = (descending: boolean) => (descending ? sql`desc` : sql`asc`);

  /** The grouped rows' order: group after group, then the sort, then the newest id. */
  const orderingOf = (query: StyleGridPageQuery, group: GroupSpec | undefined): SQL[] => {
    const groupDirection = direction(query.groupBy?.column === query.sortBy && query.descending);
    return [
      ...(group
        ? [
            sql`${group.order} ${groupDirection} nulls last`,
            sql`${group.key} ${groupDirection} nulls last`,
          ]
        : []),
      sql`${sortSpecs[query.sortBy].order} ${direction(query.descending)} nulls last`,
      // As the grid's indexes order it (ids are never null).
      sql`${styles.id} desc nulls last`,
    ];
  };

  /**
   * The groups with rows on the page and the total, in one statement: each group's size and
   * the position of its first row (a running sum in the groups' order), over every style
   * that passes the filters. The first group always comes, for the total.
   */
  const findGroups = async (
    query: StyleGridPageQuery,
    group: GroupSpec,
    where: SQL | undefined,
  ) => {
    const groupDirection = direction(query.groupBy?.column === query.sortBy && query.descending);
    const rows = joinReferences(
      tx
        .select({
          key: sql`${group.key}`.as('group_key'),
          label: sql<string | null>`${group.label}`.as('group_label'),
          order: sql`${group.order}`.as('group_order'),
        })
        .from(styles)
        .$dynamic(),
      new Set(group.references),
    )
      .where(where)
      .as('grid_rows');
    const groups = tx
      .select({
        key: rows.key,
        label: rows.label,
        count: sql<number>`count(*)::int`.as('group_count'),
        start:
          sql<number>`(sum(count(*)) over (order by ${rows.order} ${groupDirection} nulls last, ${rows.key} ${groupDirection} nulls last rows between unbounded preceding and current row) - count(*))::int`.as(
            'group_start',
          ),
        total: sql<number>`(sum(count(*)) over ())::int`.as('grid_total'),
      })
      .from(rows)
      .groupBy(rows.key, rows.label, rows.order)
      .as('grid_groups');
    return tx
      .select()
      .from(groups)
      .where(
        or(
          eq(groups.start, 0),
          and(
            lt(groups.start, query.skip + query.take),
            gt(sql`${groups.start} + ${groups.count}`, query.skip),
          ),
        ),
      )
      .orderBy(groups.start);
  };

  /** Only the styles of these groups (contiguous in the groups' order). */
  const withinGroups = (
    query: StyleGridPageQuery,
    group: GroupSpec,
    keys: readonly unknown[],
  ): SQL | undefined => {
    const present = keys.filter((key) => key !== null);
    if (query.groupBy?.column === 'creationTime') {
      // Days as a range of instants, which the creation time index reads.
      const days = (present as string[]).toSorted();
      const zone = query.groupBy.timeZone;
      return and(
        gte(styles.creationTime, sql`(${days[0]}::date)::timestamp at time zone ${zone}`),
        lt(styles.creationTime, sql`(${days.at(-1)}::date + 1)::timestamp at time zone ${zone}`),
      );
    }
    return or(
      present.length > 0 ? inArray(group.key, present) : undefined,
      present.length < keys.length ? isNull(group.key) : undefined,
    );
  };

  /** The page's rows: their ids first, joining only what the order reads, then their names. */
  const findRows = (
    query: StyleGridPageQuery,
    group: GroupSpec | undefined,
    where: SQL | undefined,
    skip: number,
  ) => {
    const ordering = orderingOf(query, group);
    const orderedIds = joinReferences(
      tx.select({ id: styles.id }).from(styles).$dynamic(),
      new Set([...sortSpecs[query.sortBy].references, ...(group?.references ?? [])]),
    )
      .where(where)
      .orderBy(...ordering);
    const pageIds = sql`(${orderedIds} limit ${query.take} offset ${skip})`;
    const totalCount = group
      ? sql<number>`0`
      : where
        ? sql<number>`(select count(*)::int from ${styles} where ${where})`
        : tenantStyleCount;
    return tx
      .select({
        id: styles.id,
        name: styles.name,
        description: styles.description,
        customer: customers.name,
        productCategory: productCategories.name,
        productType: productTypes.name,
        weightType: styles.weightType,
        stage: styles.stage,
        customSettingName: settingName,
        totalLengthOrSGC: styles.singleGarmentConsumption,
        orderThread: styles.orderThread,
        createdBy: styles.createdBy,
        creationTime: styles.creationTime,
        totalCount,
      })
      .from(styles)
      .innerJoin(customers, eq(customers.id, styles.customerId))
      .innerJoin(productCategories, eq(productCategories.id, styles.productCategoryId))
      .innerJoin(productTypes, eq(productTypes.id, styles.productTypeId))
      .leftJoin(customSettings, eq(customSettings.id, styles.customSettingId))
      .where(inArray(styles.id, pageIds))
      .orderBy(...ordering);
  };

  const countStyles = async (where: SQL | undefined) => {
    if (!where) return countTenantStyles(tx);
    const [total] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(styles)
      .where(where);
    return total?.value ?? 0;
  };

  return {
    async findPage(query: StyleGridPageQuery) {
      const where = filterCondition(query.filters);
      if (!query.groupBy) {
        const rows = await findRows(query, undefined, where, query.skip);
        const items = rows.map(({ totalCount: _total, ...item }) => item);
        // A page past the end has no row to carry the total.
        const totalCount = rows[0]?.totalCount ?? (query.skip > 0 ? await countStyles(where) : 0);
        return { items, totalCount, groups: undefined };
      }
      const group = groupSpec(query.groupBy.column, query.groupBy.timeZone);
      const found = await findGroups(query, group, where);
      const totalCount = found[0]?.total ?? 0;
      const onPage = found.filter(
        (row) => row.start < query.skip + query.take && row.start + row.count > query.skip,
      );
      const first = onPage[0];
      const groups: StyleGridGroupRow[] = onPage.map(({ label, count, start }) => ({
        key: label,
        count,
        start,
      }));
      if (!first) return { items: [], totalCount, groups };
      const rows = await findRows(
        query,
        group,
        and(
          where,
          withinGroups(
            query,
            group,
            onPage.map((row) => row.key),
          ),
        ),
        query.skip - first.start,
      );
      return { items: rows.map(({ totalCount: _total, ...item }) => item), totalCount, groups };
    },
  };
}

export type StyleGridRepository = ReturnType<typeof createStyleGridRepository>;
