export type LogLevel = 'info' | 'warn' | 'error';

/**
 * A function's log: one JSON line per call, with its level and the service that wrote it, which
 * CloudWatch Logs Insights can filter on. Callers pass only what may be logged.
 */
export function jsonLog(service: string) {
  return (level: LogLevel, fields: Record<string, unknown>): void => {
    console[level](JSON.stringify({ level, service, ...fields }));
  };
}
