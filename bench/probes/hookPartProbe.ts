// CPU and wall time of the hook's context step alone (segmentContextOf), in a fresh process: what the search segment
// costs a hook, apart from starting Node and loading the command. Usage: hookPartProbe.ts <projectRoot> <homeRoot> <event>
import { segmentContextOf } from '../../src/app/hooks/segmentContext';

const [root, home, event] = process.argv.slice(2);
void (async () => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const ev = { event, rawEvent: event, sessionId: `probe-${process.pid}`, prompt: 'why does the docker build cache miss after the lockfile changed', toolInput: {} } as unknown as Parameters<typeof segmentContextOf>[0];
  const out = await segmentContextOf(ev, { root, home, now: new Date(), agent: 'claude' }, []);
  const c = process.cpuUsage(cpu);
  console.log(JSON.stringify({ event, wallMs: Math.round(performance.now() - t), cpuMs: Math.round((c.user + c.system) / 1000), lines: out.used.length }));
})();
