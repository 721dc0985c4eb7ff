/**
 * `npm run bench:lcp -- /about /es`: takes a route's Lighthouse LCP apart, next to the static
 * reference page's, measured in the same run (decision 0026). Lighthouse's simulated LCP is the
 * mean of two estimates (Lantern): an optimistic and a pessimistic graph of what the observed,
 * unthrottled load did before its largest paint, replayed on a slow phone's network and CPU.
 * For each page this prints both estimates and every node of the graphs: the requests (with
 * their simulated start and end) and the main-thread tasks (simulated and observed durations).
 * A request in the graph other than the document costs at least one round trip; a task, its
 * observed time multiplied by the CPU slowdown. A benchmark: it prints, it never fails on a
 * figure. With `--keep`, each run's trace (`defaultPass.trace.json`, to open in Chrome's
 * Performance panel) and DevTools log stay in a temporary folder whose path is printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { REFERENCE_PATH, startBenchSite } from './lighthouse-site';

const KEEP_ARTIFACTS = process.argv.includes('--keep');

/** What this script reads of a Lantern graph node (lighthouse's lantern types are internal). */
interface GraphNode {
  readonly type: 'network' | 'cpu';
  readonly request?: {
    readonly url: string;
    readonly priority: string;
    readonly resourceType?: string;
    readonly transferSize: number;
  };
  readonly duration?: number;
  readonly childEvents?: readonly { readonly name: string }[];
}
interface Estimate {
  readonly timeInMs: number;
  readonly nodeTimings: Map<GraphNode, { readonly startTime: number; readonly endTime: number }>;
}
interface LanternMetric {
  readonly timing: number;
  readonly optimisticEstimate: Estimate;
  readonly pessimisticEstimate: Estimate;
}

/** Trace events that say what a main-thread task did. */
const TASK_WORK =
  /^(ParseHTML|UpdateLayoutTree|Layout|Paint|EvaluateScript|v8\.compile|FunctionCall|EventDispatch|TimerFire)$/;

const ms = (value: number) => `${Math.round(value)} ms`;

function describeGraph(label: string, estimate: Estimate, origin: string): string[] {
  const nodes = [...estimate.nodeTimings.entries()].sort(
    ([, a], [, b]) => a.startTime - b.startTime,
  );
  let cpu = 0;
  const lines = nodes.map(([node, timing]) => {
    const span = `${ms(timing.startTime)} → ${ms(timing.endTime)}`;
    if (node.type === 'network' && node.request) {
      const { url, priority, resourceType, transferSize } = node.request;
      return `    request ${span}  ${url.replace(origin, '')} (${resourceType ?? 'other'}, ${priority}, ${transferSize} B)`;
    }
    const simulated = timing.endTime - timing.startTime;
    cpu += simulated;
    const work = [...new Set((node.childEvents ?? []).map((event) => event.name))].filter((name) =>
      TASK_WORK.test(name),
    );
    return `    task    ${span}  ${ms(simulated)} (observed ${((node.duration ?? 0) / 1000).toFixed(1)} ms): ${work.join(', ')}`;
  });
  return [`  ${label}: ${ms(estimate.timeInMs)}, main thread ${ms(cpu)}`, ...lines];
}

async function breakdown(url: string, port: number): Promise<string[]> {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'bench-lcp-'));
  try {
    // Gather and audit in one go, keeping the artifacts (trace, DevTools log) for Lantern.
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
    });
    const audits = result?.lhr.audits ?? {};
    const artifacts = await loadArtifacts(artifactsDir);
    const settings = { ...defaultSettings, ...artifacts.settings };
    const context = { computedCache: new Map(), settings };
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    };
    const fcp = (await LanternFirstContentfulPaint.request(
      data,
      context,
    )) as unknown as LanternMetric;
    const lcp = (await LanternLargestContentfulPaint.request(
      data,
      context,
    )) as unknown as LanternMetric;
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const origin = new URL(url).origin;
    return [
      `${new URL(url).pathname}: LCP ${ms(lcp.timing)} (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)}), FCP ${ms(fcp.timing)}; observed unthrottled: FCP ${ms(observed?.observedFirstContentfulPaint ?? Number.NaN)}, LCP ${ms(observed?.observedLargestContentfulPaint ?? Number.NaN)}, load ${ms(observed?.observedLoad ?? Number.NaN)}`,
      ...describeGraph('optimistic LCP graph', lcp.optimisticEstimate, origin),
      ...describeGraph('pessimistic LCP graph', lcp.pessimisticEstimate, origin),
    ];
  } finally {
    if (KEEP_ARTIFACTS) console.log(`trace and DevTools log kept in ${artifactsDir}`);
    else rmSync(artifactsDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const site = await startBenchSite();
  try {
    for (const path of [REFERENCE_PATH, ...(routes.length > 0 ? routes : ['/'])]) {
      console.log(`\n${(await breakdown(`${site.siteUrl}${path}`, site.port)).join('\n')}`);
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
