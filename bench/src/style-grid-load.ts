/**
 * Loads one tenant for the styles grid benchmark with set-based SQL
 * (`INSERT ... SELECT generate_series`), each step in the tenant's own
 * transaction, as the application role with `app.tenant_id` set: row-level
 * security is forced, so every row takes its tenant from the transaction and
 * passes the policy's check, and every foreign key is checked as the API's
 * writes are. The data is deterministic (hashint4 of the row number, no random()).
 *
 * What a tenant holds after `loadStyleGridTenant(database, 100_000)`:
 * - the catalogue a new tenant starts with (`seedTenantCatalogue`: 75 stitch types
 *   with their component lines, three brands, five ticket/tex entries, six package
 *   sizes, six shades), 5 custom settings;
 * - 400 customers, 24 product categories, 60 product types, realistically named;
 * - 100,000 styles created over six years (creation time rising with the id, as
 *   rows added over time are), 60 % of them with a last report;
 * - 8 to 32 operations per style (20 on average, 2,000,000 in all), of a mix of
 *   stitch types a garment factory sews (lockstitch 40 %, overedge 30 %, chainstitch,
 *   coverstitch, zigzag);
 * - the component lines each stitch type has in the tenant's stitch catalogue (1 to
 *   4, 2.4 on average, about 4.8 million): 85 % of the operations with a thread
 *   (brand, ticket/tex, package size) and the style's shade on every line, 15 % without.
 */
import { performance } from 'node:perf_hooks';
import {
  createPermissionGrantsRepository,
  createRolesRepository,
  createTenantsRepository,
  inHostAdminTransaction,
  inTenantTransaction,
  type Database,
} from '@spool/server';
import { seedTenantCatalogue } from '../../apps/server/src/modules/catalogue/tenant-catalogue.seed.js';

export const styleGridTenantName = 'Style grid tenant';

/** Styles whose operations (about 200,000) and lines (480,000) one transaction inserts. */
const stylesPerChunk = 10_000;

export type LoadStep = { step: string; rows: number; ms: number };

export type LoadedTenant = { tenantId: string; steps: LoadStep[]; totalMs: number };

/** A style of n operations for n in 8..32: the mean over any 25 consecutive ids is 20. */
const operationsPerStyle = (styleId: string) => `8 + mod(${styleId} * 37, 25)`;

const customerPrefixes = [
  'Polar',
  'Atlas',
  'Borealis',
  'Cedar',
  'Harbor',
  'Summit',
  'Meridian',
  'Northwind',
  'Coastal',
  'Granite',
  'Willow',
  'Aurora',
  'Pioneer',
  'Riverside',
  'Silverline',
  'Evergreen',
  'Highland',
  'Sierra',
  'Lakeside',
  'Bluebird',
];
const customerSuffixes = [
  'Outfitters',
  'Apparel',
  'Garments',
  'Clothing Co.',
  'Textiles',
  'Fashion',
  'Wear',
  'Knitwear',
  'Denim',
  'Sportswear',
  'Uniforms',
  'Workwear',
  'Retail',
  'Brands',
  'Collective',
  'Trading',
  'Studio',
  'Label',
  'Supply',
  'Basics',
];
const productCategories = [
  'Tops',
  'Bottoms',
  'Outerwear',
  'Knitwear',
  'Denim',
  'Activewear',
  'Sleepwear',
  'Underwear',
  'Dresses',
  'Workwear',
  'Childrenswear',
  'Babywear',
  'Swimwear',
  'Accessories',
  'Uniforms',
  'Loungewear',
  'Tailoring',
  'Shirts',
  'Skirts',
  'Jackets',
  'Basics',
  'Maternity',
  'Sportswear',
  'Footwear uppers',
];
const productTypes = [
  'Jeans',
  'Chinos',
  'Cargo trousers',
  'Shorts',
  'Joggers',
  'Leggings',
  'T-shirt',
  'Polo shirt',
  'Dress shirt',
  'Blouse',
  'Hoodie',
  'Sweatshirt',
  'Cardigan',
  'Pullover',
  'Parka',
  'Puffer jacket',
  'Blazer',
  'Trench coat',
  'Denim jacket',
  'Overalls',
  'Coverall',
  'Scrubs',
  'Pyjamas',
  'Nightdress',
  'Boxer shorts',
  'Briefs',
  'Bra',
  'Swimsuit',
  'Board shorts',
  'Maxi dress',
  'Shirt dress',
  'Pencil skirt',
  'Pleated skirt',
  'Romper',
  'Bodysuit',
  'Vest',
  'Waistcoat',
  'Tank top',
  'Tunic',
  'Kimono',
  'Windbreaker',
  'Rain jacket',
  'Fleece jacket',
  'Gilet',
  'Track jacket',
  'Sports bra',
  'Cycling shorts',
  'Apron',
  'Lab coat',
  'Chef jacket',
  'Tote bag',
  'Cap',
  'Scarf',
  'Gloves',
  'Socks',
  'Baby grow',
  'Dungarees',
  'Culottes',
  'Capri pants',
  'Bermuda shorts',
];
const customSettingNames = ['Denim heavy', 'Knits 2025', 'Outerwear', 'Lingerie fine', 'Workwear'];
const styleDescriptions = [
  'Five pocket, regular fit',
  'Slim fit, stretch',
  'Relaxed fit, garment dyed',
  'Crew neck, short sleeve',
  'Hooded, kangaroo pocket',
  'Double breasted, lined',
  'Elastic waist, drawcord',
  'Button down collar',
  'Raglan sleeve, ribbed cuffs',
  'Zip front, stand collar',
  'Bias cut, invisible zip',
  'Bar tacks at stress points',
  'Flat seams, moisture wicking',
  'Reinforced knees, triple stitched',
  'Quilted, padded',
];
const colours = [
  'Indigo',
  'Black',
  'Optic white',
  'Navy',
  'Stone',
  'Olive',
  'Heather grey',
  'Burgundy',
  'Sky blue',
  'Khaki',
  'Ecru',
  'Charcoal',
];
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '28/32', '30/32', '32/34', '34/34', '6-9M', '38'];
const seasons = ['SS', 'AW', 'PF', 'HO'];
const planners = ['maria.planner', 'ahmet.yilmaz', 'nguyen.thi.lan', 'li.wei', 'ana.souza', null];
/** 20 slots: lockstitch 8, chainstitch 2, overedge 3 + 2 + 1, coverstitch 2 + 1, zigzag 1. */
const stitchMix = [
  '301',
  '301',
  '301',
  '301',
  '301',
  '301',
  '301',
  '301',
  '401',
  '401',
  '504',
  '504',
  '504',
  '514',
  '514',
  '516',
  '406',
  '406',
  '602',
  '304',
];
const operationNames = [
  'Join shoulder seams',
  'Attach collar',
  'Topstitch placket',
  'Hem sleeves',
  'Overlock side seams',
  'Set sleeves',
  'Attach waistband',
  'Bartack belt loops',
  'Attach back pocket',
  'Close inseam',
  'Close outseam',
  'Hem bottom',
  'Attach yoke',
  'Sew fly',
  'Attach zip',
  'Coverstitch hem',
  'Attach cuff',
  'Buttonhole front',
  'Attach label',
  'Edge stitch pocket',
  'Join crotch',
  'Attach hood',
  'Neck binding',
  'Armhole binding',
  'Attach rib',
  'Dart front',
  'Attach lining',
  'Quilt panels',
  'Attach facing',
  'Tack pleats',
];

/** A SQL string literal (the bench's own constants: no parameters are needed). */
const literal = (value: string | null) =>
  value === null ? 'null' : `'${value.replaceAll("'", "''")}'`;

/** A SQL text array of the values. */
const texts = (values: readonly (string | null)[]) =>
  `array[${values.map((value) => `${literal(value)}::text`).join(', ')}]`;

/** A whole in 0..n-1 from the row number `value` and a salt, the same on every run. */
const pick = (value: string, salt: number, n: number) =>
  `mod(abs(hashint4((${value})::int + ${salt})::bigint), ${n})::int`;

/** One element of a SQL text array, picked by `pick`. */
const pickFrom = (values: readonly (string | null)[], value: string, salt: number) =>
  `(${texts(values)})[1 + ${pick(value, salt, values.length)}]`;

function referenceSteps(): { step: string; statement: string; table?: string }[] {
  return [
    {
      step: 'customers',
      statement: `insert into customers (name)
        select p || ' ' || s from unnest(${texts(customerPrefixes)}) p cross join unnest(${texts(customerSuffixes)}) s`,
    },
    {
      step: 'product categories',
      statement: `insert into product_categories (name) select unnest(${texts(productCategories)})`,
    },
    {
      step: 'product types',
      statement: `insert into product_types (name) select unnest(${texts(productTypes)})`,
    },
    {
      step: 'custom settings',
      statement: `insert into custom_settings (name, created_by)
        select unnest(${texts(customSettingNames)}), 'bench'`,
    },
  ];
}

function stylesStatement(count: number): string {
  const g = 'g';
  const startsAt = `timestamptz '2020-01-01 00:00:00+00'`;
  return `
    insert into styles (name, color, description, size, weight_type, quantity,
      number_of_production_lines, customer_id, product_category_id, product_type_id,
      custom_setting_id, single_garment_consumption, last_report_time, creation_time, created_by)
    select
      case when ${pick(g, 11, 10)} < 7
        then ${pickFrom(seasons, g, 12)}
          || to_char(created, 'YY') || ' ' || t.names[1 + ${pick(g, 13, productTypes.length)}]
          || ' ' || lpad(g::text, 6, '0')
        else upper(left(c.names[1 + ${pick(g, 14, 400)}], 3)) || '-' || to_char(created, 'YY')
          || '-' || lpad(g::text, 6, '0')
      end,
      ${pickFrom(colours, g, 15)},
      case when ${pick(g, 16, 10)} < 8
        then ${pickFrom(styleDescriptions, g, 17)} end,
      ${pickFrom(sizes, g, 18)},
      1 + ${pick(g, 19, 3)},
      500 * (1 + ${pick(g, 20, 40)}),
      1 + ${pick(g, 21, 4)},
      c.ids[1 + ${pick(g, 14, 400)}],
      pc.ids[1 + mod(${pick(g, 13, productTypes.length)}, array_length(pc.ids, 1))],
      t.ids[1 + ${pick(g, 13, productTypes.length)}],
      case when ${pick(g, 22, 10)} < 7 then 0 else cs.ids[1 + ${pick(g, 23, 5)}] end,
      case when ${pick(g, 24, 10)} < 6 then round((40 + ${pick(g, 25, 400)})::numeric / 2, 4) end,
      case when ${pick(g, 24, 10)} < 6 then created + interval '3 days' end,
      created,
      ${pickFrom(planners, g, 26)}
    from generate_series(1, ${count}) g
    cross join lateral (
      select ${startsAt} + (g::float8 / ${count}) * interval '6 years'
        + ${pick(g, 27, 36_000)} * interval '1 second' as created
    ) at
    cross join (select array_agg(id order by id) ids, array_agg(name order by id) names from customers) c
    cross join (select array_agg(id order by id) ids from product_categories) pc
    cross join (select array_agg(id order by id) ids, array_agg(name order by id) names from product_types) t
    cross join (select array_agg(id order by id) ids from custom_settings) cs`;
}

function operationsStatement(firstStyleId: number, lastStyleId: number): string {
  const k = 's.id * 64 + o.n';
  return `
    insert into operations (style_id, group_number, is_on_team, description, stitch_type_code,
      seam_length_cm, quantity, bight_mm, rate, machines, seam_thickness_mm,
      is_complete_operation, creation_time)
    select s.id, o.n, ${pick(k, 31, 10)} = 0,
      ${pickFrom(operationNames, k, 32)},
      st.code,
      (10 + ${pick(k, 33, 1900)})::numeric / 10,
      case when ${pick(k, 34, 10)} = 0 then 2 else 1 end,
      case when st.code in ('504', '514', '516', '304') then (30 + ${pick(k, 35, 40)})::numeric / 10 end,
      10 + ${pick(k, 36, 5)},
      1 + ${pick(k, 37, 3)},
      (5 + ${pick(k, 38, 30)})::numeric / 10,
      ${pick(k, 39, 4)} = 0,
      s.creation_time
    from styles s
    cross join lateral generate_series(1, ${operationsPerStyle('s.id')}) o(n)
    cross join lateral (select ${pickFrom(stitchMix, k, 30)} as code) st
    where s.id between ${firstStyleId} and ${lastStyleId}`;
}

/** The stitch type's component lines; one thread per operation (85 %), the style's shade. */
function operationLinesStatement(firstStyleId: number, lastStyleId: number): string {
  return `
    insert into operation_lines (operation_id, position, needle_name, brand_id, ticket_tex_id,
      package_size_id, shade)
    select o.id, l.position::smallint, left(l.line ->> 'name', 100),
      th.brand_id, th.ticket_tex_id, th.package_size_id, th.shade
    from operations o
    join stitch_types st on st.code = o.stitch_type_code
    cross join lateral jsonb_array_elements(st.lines) with ordinality l(line, position)
    cross join (
      select array_agg(b.id order by p.id) brands, array_agg(t.id order by p.id) tickets,
        array_agg(p.id order by p.id) packages, count(*)::int n
      from package_sizes p join ticket_texes t on t.id = p.ticket_tex_id join brands b on b.id = t.brand_id
    ) threads
    cross join (select array_agg(name order by id) names, count(*)::int n from shades) sh
    left join lateral (
      select threads.brands[1 + mod(abs(hashint4(o.id + 41)::bigint), threads.n)::int] brand_id,
        threads.tickets[1 + mod(abs(hashint4(o.id + 41)::bigint), threads.n)::int] ticket_tex_id,
        threads.packages[1 + mod(abs(hashint4(o.id + 41)::bigint), threads.n)::int] package_size_id,
        sh.names[1 + mod(abs(hashint4(o.style_id + 42)::bigint), sh.n)::int] shade
    ) th on mod(abs(hashint4(o.id + 43)::bigint), 100) < 85
    where o.style_id between ${firstStyleId} and ${lastStyleId} and l.position <= 4`;
}

/**
 * Creates the tenant, a default role that may read styles (the bench's token user
 * gets it on its first call), and loads it; returns each step's rows and time.
 */
export async function loadStyleGridTenant(
  database: Database,
  styleCount: number,
): Promise<LoadedTenant> {
  if (!Number.isSafeInteger(styleCount) || styleCount < 1) {
    throw new Error(`bad style count: ${styleCount}`);
  }
  const started = performance.now();
  const steps: LoadStep[] = [];
  const { id: tenantId } = await inHostAdminTransaction(database, (tx) =>
    createTenantsRepository(tx).insertTenant({ name: styleGridTenantName }),
  );
  await timed(steps, 'tenant catalogue, default role', async () => {
    await inTenantTransaction(database, tenantId, async (tx) => {
      await seedTenantCatalogue(tx);
      const role = await createRolesRepository(tx).insertRole({ name: 'grid', isDefault: true });
      await createPermissionGrantsRepository(tx).insertGrants(['Spool.Styles'], 'R', role.name);
    });
    return 1;
  });
  for (const { step, statement } of referenceSteps()) {
    await timed(steps, step, () => execute(database, tenantId, [statement]));
  }
  await timed(steps, 'styles', () =>
    execute(database, tenantId, [stylesStatement(styleCount)], 'styles'),
  );
  const chunks = await styleIdChunks(database, tenantId);
  await timed(steps, 'operations', () =>
    execute(
      database,
      tenantId,
      chunks.map(([first, last]) => operationsStatement(first, last)),
      'operations',
    ),
  );
  await timed(steps, 'operation lines', () =>
    execute(
      database,
      tenantId,
      chunks.map(([first, last]) => operationLinesStatement(first, last)),
      'operation_lines',
    ),
  );
  // As the owner, outside any transaction: what autovacuum does on a server after a bulk
  // load (PGlite has no autovacuum: see the report).
  await timed(steps, 'vacuum analyze', async () => {
    await database.db.execute('vacuum analyze');
    return 0;
  });
  return { tenantId, steps, totalMs: Math.round(performance.now() - started) };
}

/**
 * Each statement in a tenant transaction of its own; then `analyze` of the table, as
 * the owner: the next step's foreign key checks need its statistics, or their cached
 * plan scans the whole parent table for every row (quadratic). On a server autovacuum
 * would analyze a table this size soon after; PGlite has no autovacuum.
 */
async function execute(
  database: Database,
  tenantId: string,
  statements: readonly string[],
  table?: string,
): Promise<number> {
  let rows = 0;
  for (const statement of statements) {
    rows += await inTenantTransaction(database, tenantId, async (tx) =>
      rowCount(await tx.execute(statement)),
    );
  }
  if (table) await database.db.execute(`analyze ${table}`);
  return rows;
}

/**
 * The tenant's style ids in ranges of `stylesPerChunk`: operations and their lines are
 * inserted a range at a time, so that no transaction queues millions of foreign key
 * checks (PGlite's memory is a 32-bit WebAssembly heap).
 */
async function styleIdChunks(database: Database, tenantId: string): Promise<[number, number][]> {
  const { rows } = await inTenantTransaction(database, tenantId, (tx) =>
    tx.execute('select min(id) as first, max(id) as last from styles'),
  );
  const first = Number(rows[0]?.['first']);
  const last = Number(rows[0]?.['last']);
  const chunks: [number, number][] = [];
  for (let start = first; start <= last; start += stylesPerChunk) {
    chunks.push([start, Math.min(last, start + stylesPerChunk - 1)]);
  }
  return chunks;
}

async function timed(steps: LoadStep[], step: string, work: () => Promise<number>) {
  const start = performance.now();
  const rows = await work();
  steps.push({ step, rows, ms: Math.round(performance.now() - start) });
}

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
function rowCount(result: unknown): number {
  const { rowCount: pgCount, affectedRows } = result as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return pgCount ?? affectedRows ?? 0;
}
