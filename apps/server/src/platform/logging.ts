import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { Config } from './env.js';

/**
 * The server's log: one JSON object a line for log collectors, or, for a person at a
 * terminal, short coloured lines ("14:02:07 INFO: GET /api/styleGrid 200 4.1 ms"). LOG_FORMAT
 * chooses; by default (auto) the lines are pretty when standard output is a terminal.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  output: { isTTY?: boolean } = process.stdout,
): FastifyBaseLogger {
  const options = { level: config.logLevel, redact: ['req.headers.authorization'] };
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && output.isTTY);
  if (!pretty) return pino(options);
  return pino(
    options,
    PinoPretty({
      colorize: output.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      sync: true,
    }),
  );
}
