import pg from 'pg';

/**
 * Fewer round trips to a PostgreSQL server, for every client of a pool (database.ts). On a
 * busy server each round trip costs a write and a read on both sides, so what a transaction
 * needs before or after its work rides with a statement that goes out anyway:
 * - a transaction's BEGIN goes out with the statement that follows it;
 * - a deferred opening (`deferredOpening`: a read-only request's SET LOCALs and its caller's
 *   version) goes out with the transaction's first statement, whose answer waits for the
 *   opening's rows to pass their check;
 * - a read-only transaction's COMMIT (it has nothing to make durable) goes out with the
 *   connection's next statement, or on its own after `owedCommitMs` if none comes.
 * Statements with parameters are sent with the owed ones as one simple query, their values
 * written as literals (`inlineParameters`); where that cannot be done safely they go after.
 *
 * A named statement (Drizzle's `.prepare(name)`, or `runKeptSelect`) inside a transaction
 * keeps its plan on the connection: the first time it goes out as `PREPARE`, every time as
 * `EXECUTE` with its values as literals, in the same simple query as what is owed, with the
 * generic plan forced for that one EXECUTE. Planning the styles grid's page (five tables, their
 * indexes) costs the server four times what running it does.
 */

/** A rows check of a deferred opening: throws to refuse the transaction's first answer. */
export type OpeningCheck = (rows: Record<string, unknown>[]) => void;

/** What `execute` answers for a deferred opening: its check, given before any other statement. */
export type DeferredOpeningAnswer = { rows: []; acceptCheck(check: OpeningCheck): void };

const openingMarker = '/* spool: sent with the next statement */\n';
/** The most statements one connection keeps prepared; past it, named statements go as others. */
const preparedPerConnection = 200;
const statementName = /^[a-z][a-z0-9_]{0,40}$/;
/** How long an idle connection may keep a read-only transaction open before its COMMIT goes alone. */
const owedCommitMs = 25;

/** The text to `execute` for opening statements sent with the transaction's first statement. */
export function deferredOpeningText(statements: readonly string[]): string {
  if (statements.some((statement) => statement.includes(';'))) {
    throw new Error('an opening statement holds a semicolon');
  }
  return openingMarker + statements.join(';\n');
}

type Query = (...args: unknown[]) => Promise<unknown>;
type Result = { rows: unknown[]; fields?: { name: string }[]; command?: string };

const fake = (command: string): Result => ({ command, rows: [], fields: [] });

/** A query's text when it goes out as a simple query (no parameters, no name); else undefined. */
function simpleText(config: unknown, values: unknown): string | undefined {
  if (values !== undefined && !(Array.isArray(values) && values.length === 0)) return undefined;
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return undefined;
  const { text, name, values: own, submit } = config as Record<string, unknown>;
  if (name !== undefined || submit !== undefined) return undefined;
  if (own !== undefined && !(Array.isArray(own) && own.length === 0)) return undefined;
  return typeof text === 'string' ? text : undefined;
}

/** An answer's rows as objects, whatever the query's row mode. */
function rowObjects(result: Result): Record<string, unknown>[] {
  const names = (result.fields ?? []).map((field) => field.name);
  return result.rows.map((row) =>
    Array.isArray(row)
      ? Object.fromEntries(names.map((name, index) => [name, row[index]]))
      : (row as Record<string, unknown>),
  );
}

/** node-postgres's own conversion of a parameter to its text (untyped in @types/pg). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils;

/** A value as an SQL literal, as node-postgres would have sent it; undefined for bytes. */
function valueLiteral(value: unknown): string | undefined {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (typeof prepared !== 'string') return undefined;
  return pg.escapeLiteral(prepared);
}

/**
 * `text` with its `$n` parameters written as literals: an untyped literal takes its type from
 * where it stands, as an untyped parameter does. Undefined (send it as it is) when the text
 * holds what this reader does not follow (dollar quoting, escape strings) or a value is bytes.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string | undefined {
  let out = '';
  let index = 0;
  const skipTo = (end: string, from: number) => {
    const at = text.indexOf(end, from);
    return at === -1 ? text.length : at + end.length;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    let end = index + 1;
    if (char === "'") {
      if (/[a-z0-9_]/i.test(text[index - 1] ?? ' ')) return undefined; // E'…', U&'…'
      end = index + 1;
      for (;;) {
        end = skipTo("'", end);
        if (text[end] !== "'") break;
        end += 1; // '' inside the string
      }
    } else if (char === '"') {
      end = skipTo('"', index + 1);
    } else if (char === '-' && next === '-') {
      end = skipTo('\n', index + 2);
    } else if (char === '/' && next === '*') {
      end = skipTo('*/', index + 2);
    } else if (char === '$') {
      const digits = /^\$(\d+)/.exec(text.slice(index, index + 12));
      if (!digits || /[a-z0-9_]/i.test(text[index - 1] ?? ' ')) return undefined;
      const position = Number(digits[1]);
      if (position < 1 || position > values.length) return undefined;
      const literal = valueLiteral(values[position - 1]);
      if (literal === undefined) return undefined;
      out += literal;
      index += digits[0].length;
      continue;
    }
    out += text.slice(index, end);
    index = end;
  }
  return out;
}

/**
 * The statements that run a named statement with a kept plan: PREPARE the first time, then
 * EXECUTE with the values as literals, its generic plan forced (PostgreSQL would otherwise plan
 * again the first five times and whenever its estimate favours a custom plan). Undefined when a
 * value cannot be written as a literal. `answer` is the EXECUTE's place among them.
 */
function cachedPlanStatements(
  name: string,
  text: string,
  values: readonly unknown[],
  prepared: boolean,
): { statements: string[]; answer: number } | undefined {
  const literals = values.map(valueLiteral);
  if (literals.some((literal) => literal === undefined)) return undefined;
  const statements = [
    ...(prepared ? [] : [`prepare ${name} as ${text}`]),
    'set local plan_cache_mode = force_generic_plan',
    `execute ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`,
    'set local plan_cache_mode to default',
  ];
  return { statements, answer: statements.length - 2 };
}

/** Wraps `client.query` so that owed statements ride with the next one (see the file's head). */
export function sendOwedStatementsWithTheNext(client: pg.Client, answered: () => void): void {
  const query = client.query.bind(client) as unknown as Query;
  /** BEGIN, not sent yet. */
  let begin: string | undefined;
  /** The open transaction began read only (its COMMIT may wait). */
  let readOnly = false;
  let opening: { statements: string[]; check?: OpeningCheck } | undefined;
  let owedCommit = false;
  let commitTimer: NodeJS.Timeout | undefined;
  /** A transaction is open (or its BEGIN owed): SET LOCAL holds. */
  let inTransaction = false;
  /** The statements this connection has prepared, by their names on the server. */
  const prepared = new Set<string>();
  /** Part of every name on the server: a new one after a failure left it unknown what exists. */
  let generation = 0;

  const sendOwedCommit = () => {
    if (!owedCommit) return;
    owedCommit = false;
    void query('commit').then(answered, () => undefined);
  };
  const oweCommit = () => {
    owedCommit = true;
    clearTimeout(commitTimer);
    commitTimer = setTimeout(sendOwedCommit, owedCommitMs);
    commitTimer.unref();
  };
  /** What must go before the next statement, in order; takes it. */
  const takeOwed = () => {
    const owed = [...(owedCommit ? ['commit'] : []), ...(begin !== undefined ? [begin] : [])];
    const taken = opening;
    if (taken) owed.push(...taken.statements);
    owedCommit = false;
    clearTimeout(commitTimer);
    begin = undefined;
    opening = undefined;
    return { owed, opening: taken };
  };

  /**
   * A named statement inside a transaction, with its plan kept (see `cachedPlanStatements`),
   * after what is owed; undefined to send it as any other (its name dropped).
   */
  const sendCached = async (config: Record<string, unknown>, given: unknown) => {
    const { name, text } = config;
    const values = given ?? config['values'] ?? [];
    if (!inTransaction || typeof name !== 'string' || typeof text !== 'string') return undefined;
    if (!statementName.test(name) || !Array.isArray(values)) return undefined;
    const onServer = `${name}_${generation}`;
    const known = prepared.has(onServer);
    if (!known && prepared.size >= preparedPerConnection) return undefined;
    const cached = cachedPlanStatements(onServer, text, values, known);
    if (!cached) return undefined;
    const { owed, opening: taken } = takeOwed();
    const { name: _name, values: _values, ...rest } = config;
    let all: Result[];
    try {
      all = (await query({
        ...rest,
        text: [...owed, ...cached.statements].join(';\n'),
        values: [],
      })) as Result[];
    } catch (error) {
      if (!known) {
        // Whether the PREPARE ran before the failure is unknown: later names are new ones.
        generation += 1;
        prepared.clear();
      }
      throw error;
    }
    prepared.add(onServer);
    if (taken) taken.check?.(rowObjects(all[owed.length - 1] as Result));
    return all[owed.length + cached.answer];
  };

  /** Sends the statement after what is owed, in one simple query where it can. */
  const sendWithOwed = async (config: unknown, values: unknown, text: string | undefined) => {
    const named = typeof config === 'object' && (config as { name?: unknown }).name !== undefined;
    if (named) {
      const answer = await sendCached(config as Record<string, unknown>, values);
      if (answer !== undefined) return answer;
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      return sendWithOwed(unnamed, values, text);
    }
    const { owed, opening: taken } = takeOwed();
    if (owed.length === 0) return query(config, values);
    const own = text ?? inlineParameters((config as { text: string }).text, values as unknown[]);
    if (own === undefined) {
      const before = (await query(owed.join(';\n'))) as Result | Result[];
      const all = Array.isArray(before) ? before : [before];
      taken?.check?.(rowObjects(all.at(-1) as Result));
      return query(config, values);
    }
    const merged = `${owed.join(';\n')};\n${own}`;
    const simpleConfig =
      typeof config === 'string' ? merged : { ...(config as object), text: merged, values: [] };
    const all = (await query(simpleConfig)) as Result[];
    taken?.check?.(rowObjects(all[owed.length - 1] as Result));
    const mine = all.slice(owed.length);
    return mine.length === 1 ? mine[0] : mine;
  };

  const send = async (config: unknown, values: unknown) => {
    const text = simpleText(config, values);
    const beginning = text === undefined ? null : /^\s*begin(\s+read only)?\s*$/i.exec(text);
    if (beginning && begin === undefined && opening === undefined) {
      begin = text;
      inTransaction = true;
      readOnly = beginning[1] !== undefined;
      return fake('BEGIN');
    }
    if (text?.startsWith(openingMarker)) {
      if (opening) throw new Error('a transaction has one deferred opening');
      const deferred = { statements: text.slice(openingMarker.length).split(';\n') };
      opening = deferred;
      return {
        ...fake('SET'),
        acceptCheck: (check: OpeningCheck) => Object.assign(deferred, { check }),
      };
    }
    const ending = text === undefined ? null : /^\s*(commit|rollback)\s*$/i.exec(text);
    if (ending) inTransaction = false;
    if (ending && readOnly) {
      readOnly = false;
      const commit = ending[1]?.toLowerCase() === 'commit';
      if (begin !== undefined) {
        // Nothing of the transaction went out. A commit still owes its opening's check.
        if (commit && opening) {
          await sendWithOwed('select 1', undefined, 'select 1');
          oweCommit();
        } else {
          begin = undefined;
          opening = undefined;
        }
        return fake(commit ? 'COMMIT' : 'ROLLBACK');
      }
      if (commit) {
        oweCommit();
        return fake('COMMIT');
      }
    }
    if (ending) readOnly = false;
    return sendWithOwed(config, values, text);
  };

  const replaced: Query = (config, values, callback) => {
    if (typeof callback === 'function' || typeof values === 'function') {
      if (opening) throw new Error('a deferred opening waits for a statement sent with a callback');
      const { owed } = takeOwed();
      if (owed.length > 0) void query(owed.join(';\n')).catch(() => undefined);
      // The pool's own queries (outside any transaction): a name would keep a plan the server
      // chose without this file's rules, so it goes as any other statement.
      const unnamed =
        typeof config === 'object' && config !== null && 'name' in config
          ? { ...config, name: undefined }
          : config;
      return query(unnamed, values, callback);
    }
    return send(config, values).finally(answered);
  };
  client.query = replaced as unknown as typeof client.query;
}
