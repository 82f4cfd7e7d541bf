/**
 * What the styles grid benchmark asks for: the four grid pages, the SQL of the
 * bare query beside each, the candidate indexes, and a one-line reading of a plan.
 */

export type GridCase = {
  label: string;
  /** The `Sorting` query parameter, as the grid sends it. */
  sorting: 'creationTime desc' | 'name asc';
  sortBy: 'creationTime' | 'name';
  descending: boolean;
  skip: number;
};

export const pageSize = 25;
/** Page 400 of 25 rows. */
const farPageSkip = 399 * pageSize;

/** Page 1 and page 400 of each sorting; with fewer styles (development runs), the last page. */
export function gridCases(styleCount: number): GridCase[] {
  const far = Math.max(0, Math.min(farPageSkip, styleCount - pageSize));
  const farLabel = far === farPageSkip ? 'page 400' : `skip ${far}`;
  return [
    {
      label: `creationTime desc, page 1`,
      sorting: 'creationTime desc',
      sortBy: 'creationTime',
      descending: true,
      skip: 0,
    },
    {
      label: `creationTime desc, ${farLabel}`,
      sorting: 'creationTime desc',
      sortBy: 'creationTime',
      descending: true,
      skip: far,
    },
    { label: `name asc, page 1`, sorting: 'name asc', sortBy: 'name', descending: false, skip: 0 },
    {
      label: `name asc, ${farLabel}`,
      sorting: 'name asc',
      sortBy: 'name',
      descending: false,
      skip: far,
    },
  ];
}

export function gridUrl(baseUrl: string, gridCase: GridCase): string {
  const query = new URLSearchParams({
    Sorting: gridCase.sorting,
    SkipCount: String(gridCase.skip),
    MaxResultCount: String(pageSize),
  });
  return `${baseUrl}/api/styleGrid?${query.toString()}`;
}

const orderBy = (gridCase: GridCase) =>
  `${gridCase.sortBy === 'name' ? 'lower(s.name)' : 's.creation_time'} ` +
  `${gridCase.descending ? 'desc' : 'asc'} nulls last, s.id desc nulls last`;

/**
 * The grid's page as one plain SELECT (same columns, joins, order, limit and offset), written
 * out for EXPLAIN: run in the tenant's transaction, where row-level security adds the tenant
 * to every table, as in the app.
 */
export function gridItemsSql(gridCase: GridCase): string {
  return `select s.id, s.name, s.description, c.name as customer, pc.name as product_category,
      pt.name as product_type, s.weight_type, coalesce(cs.name, 'Default') as custom_setting_name,
      s.single_garment_consumption, s.created_by, s.creation_time
    from styles s
    join customers c on c.id = s.customer_id
    join product_categories pc on pc.id = s.product_category_id
    join product_types pt on pt.id = s.product_type_id
    left join custom_settings cs on cs.id = s.custom_setting_id
    order by ${orderBy(gridCase)}
    limit ${pageSize} offset ${gridCase.skip}`;
}

/**
 * The page as `findGrid` asks for it since this bench: the page's ids first (from the index
 * alone), then the joins for those 25 rows only, instead of for every row skipped. EXPLAIN'd
 * beside the plain SELECT, in the tenant's transaction.
 */
export function deferredGridItemsSql(gridCase: GridCase): string {
  const order = orderBy(gridCase);
  return `select s.id, s.name, s.description, c.name as customer, pc.name as product_category,
      pt.name as product_type, s.weight_type, coalesce(cs.name, 'Default') as custom_setting_name,
      s.single_garment_consumption, s.created_by, s.creation_time
    from (select s.id from styles s order by ${order} limit ${pageSize} offset ${gridCase.skip}) page
    join styles s on s.id = page.id
    join customers c on c.id = s.customer_id
    join product_categories pc on pc.id = s.product_category_id
    join product_types pt on pt.id = s.product_type_id
    left join custom_settings cs on cs.id = s.custom_setting_id
    order by ${order}`;
}

/** `findGrid`'s total, in the tenant's transaction. */
export const gridCountSql = 'select count(*) from styles';

/**
 * The bare query: the same page in one statement, as the owner on the same pool,
 * with no transaction, no row-level security (the owner is a superuser) and no
 * count; the tenant is named in the statement instead.
 */
export function bareItemsSql(gridCase: GridCase, tenantId: string): string {
  const tenant = uuidLiteral(tenantId);
  return `select s.id, s.name, s.description, c.name as customer, pc.name as product_category,
      pt.name as product_type, s.weight_type, coalesce(cs.name, 'Default') as custom_setting_name,
      s.single_garment_consumption, s.created_by, s.creation_time
    from styles s
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    join product_categories pc on pc.tenant_id = s.tenant_id and pc.id = s.product_category_id
    join product_types pt on pt.tenant_id = s.tenant_id and pt.id = s.product_type_id
    left join custom_settings cs on cs.tenant_id = s.tenant_id and cs.id = s.custom_setting_id
    where s.tenant_id = ${tenant}
    order by ${orderBy(gridCase)}
    limit ${pageSize} offset ${gridCase.skip}`;
}

export function bareCountSql(tenantId: string): string {
  return `select count(*) from styles where tenant_id = ${uuidLiteral(tenantId)}`;
}

/** `value`, checked to be a uuid, as a quoted SQL string (safe to write into a statement). */
export function uuidString(value: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new Error(`not a uuid: ${value}`);
  }
  return `'${value}'`;
}

function uuidLiteral(value: string): string {
  return `${uuidString(value)}::uuid`;
}

/** One set of indexes the bench measures the grid with. */
export type IndexVariant = { name: string; statements: string[] };

/**
 * Index variants measured on one loaded database. The indexes this bench called for
 * (creation time and name orders, each matching one ORDER BY of `findGrid` exactly, NULLS
 * placement included) are in the schema since migration 0006, so the schema as migrated is
 * the one variant; a candidate index goes here as a second variant before it goes there.
 */
export const indexVariants: IndexVariant[] = [{ name: 'schema', statements: [] }];

/**
 * The plan in one line: how `styles` is read, whether rows are sorted after, and
 * the execution time EXPLAIN ANALYZE measured.
 */
export function summarisePlan(plan: string): string {
  const scan =
    /(Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan)( Backward)?(?: using (\S+))? on styles/.exec(
      plan,
    );
  const scanText = scan
    ? `${scan[1]}${scan[2] ?? ''}${scan[3] ? ` ${scan[3]}` : ''}`
    : 'no scan of styles?';
  const sort = /(?:^|->\s+)(Incremental Sort|Sort)\s+\(/m.exec(plan)?.[1];
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  return [scanText, sort ? `+ ${sort}` : '', time ? `(${time} ms)` : ''].filter(Boolean).join(' ');
}
