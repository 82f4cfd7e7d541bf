/**
 * The HTTP floor of `bench:load` (PostgreSQL): the page as the database design runs it
 * (`openDesignedStatement`) behind a plain `node:http` route, in a process of its own. No
 * framework, no token, no caller, no schema: every GET answers the page's rows with
 * `JSON.stringify`. What any HTTP API serving that transaction pays at least, so the distance
 * from it to the styles grid is Spool's request path alone, and its own share of the bare query
 * is the most a grid behind HTTP could reach on these cores.
 *
 * Configuration: one environment variable (`floorConfigVariable`), JSON of `FloorConfig`.
 * Answers the parent a `ServerMessage`; stops on SIGTERM or when the parent goes away.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDesignedStatement } from './bare-statement.js';
import { floorConfigVariable, type FloorConfig, type ServerMessage } from './protocol.js';

function main(): void {
  const config = JSON.parse(process.env[floorConfigVariable] ?? 'null') as FloorConfig | null;
  if (config?.database.kind !== 'postgresql') {
    throw new Error(`${floorConfigVariable} is not a floor configuration`);
  }
  const designed = openDesignedStatement(config.database, config.statement, config.tenantId);
  const server = http.createServer((request, response) => {
    designed.run().then(
      (rows) => {
        const body = JSON.stringify({ items: rows, totalCount: rows.length });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
    request.resume();
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    designed.end().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    const ready: ServerMessage = { type: 'ready', port, seedMs: 0, tenants: [] };
    process.send?.(ready);
  });
}

main();
