/**
 * The HTTP floor, measured: floor-server.ts started in a process of its own for one page, checked
 * to answer, then loaded like the grid (`measureEndpoint`), its CPU and PostgreSQL's metered.
 * `bench:load` and `bench:style-grid` both put it beside the styles grid.
 */
import { fileURLToPath } from 'node:url';
import { cpuMeter } from './cpu-meter.js';
import { measureEndpoint, type LoadFigures, type LoadSettings } from './load.js';
import { floorConfigVariable, type FloorConfig } from './protocol.js';
import { startChildServer } from './server-process.js';

const floorScript = fileURLToPath(new URL('./floor-server.ts', import.meta.url));

export async function measureHttpFloor(
  config: FloorConfig,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const server = await startChildServer(floorScript, {
    [floorConfigVariable]: JSON.stringify(config),
  });
  try {
    const url = `${server.baseUrl}/floor`;
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}`);
    return await measureEndpoint(
      { label: 'HTTP floor', url },
      settings,
      cpuMeter({ serverPid: server.pid, postgres: true }),
    );
  } finally {
    await server.stop();
  }
}
