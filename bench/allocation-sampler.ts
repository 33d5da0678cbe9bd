/**
 * What a piece of work allocates, garbage included: V8's sampling heap profiler with the objects
 * that the collector has already freed kept in the profile (`includeObjectsCollectedBy…`), so the
 * figure is the work's whole allocation, not what is still alive at the end.
 */
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

export interface Allocations {
  bytes: number;
  /** Bytes by the function that allocated them (its name and file), largest first. */
  sites: [string, number][];
}

export async function sampleAllocations(work: () => Promise<unknown>): Promise<Allocations> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as object);
    await work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
    const bySite = new Map<string, number>();
    const visit = (node: ProfileNode) => {
      const file = node.callFrame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(gateway|search-words|pegaso|bench)\//, '$1/');
      const site = `${node.callFrame.functionName || '(anonymous)'} ${file}`.trim();
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
      node.children.forEach(visit);
    };
    visit(profile.head);
    const sites = [...bySite].sort((a, b) => b[1] - a[1]);
    return { bytes: sites.reduce((sum, [, n]) => sum + n, 0), sites };
  } finally {
    session.disconnect();
  }
}
