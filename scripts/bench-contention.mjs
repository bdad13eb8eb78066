// `node scripts/bench-contention.mjs <perf.txt> <trace.json> [min ms]`: for each long task of a
// page's main thread, how long the thread ran, waited for a core, and slept, and who ran on the
// cores while it waited. On a host with few cores a task's wall time includes waiting for a core
// (Lighthouse's simulation scales wall time, waiting included); this says who took the core.
// A benchmark helper, not a test: it asserts nothing. It needs Linux's `perf` (Debian: linux-perf),
// which the project does not install. Record a load with the kernel's scheduler events on the
// monotonic clock, the clock Chrome's trace uses, so the two line up:
//   perf record -k mono -e sched:sched_switch -e sched:sched_wakeup -a -o perf.data -- \
//     env TRACE_DIR=traces node scripts/bench-trace.mjs <dists> /dashboard 1 1
//   perf script -i perf.data -F comm,pid,tid,cpu,time,event,trace > perf.txt
//   node scripts/bench-contention.mjs perf.txt traces/_dashboard-0.trace.json 15
// bench-trace's sampling profiler adds a thread of its own (v8:ProfEvntProc); it shows among the holders if it mattered.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const LINE = /^\s*(.+?)\s+(\d+)\/(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+sched:(sched_switch|sched_wakeup):\s+(.*)$/;

/** One line of `perf script` (the -F fields above): a switch or a wake-up, times in µs; null for any other line. */
export function parsePerfLine(line) {
  const m = LINE.exec(line);
  if (!m) return null;
  const [, comm, pid, tid, cpu, seconds, kind, rest] = m;
  const fields = Object.fromEntries([...rest.matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, v]));
  const base = { comm, pid: Number(pid), tid: Number(tid), cpu: Number(cpu), at: Number(seconds) * 1e6 };
  return kind === 'sched_switch'
    ? { ...base, kind: 'switch', prev: Number(fields.prev_pid), prevState: fields.prev_state, next: Number(fields.next_pid), nextComm: fields.next_comm }
    : { ...base, kind: 'wakeup', woken: Number(fields.pid) };
}

/** What ran on each core, as [start, end, tid] spans, from the switches (a core's first switch starts its record). */
export function coreSpans(events) {
  const spans = [];
  const current = new Map();
  for (const e of events) {
    if (e.kind !== 'switch') continue;
    const running = current.get(e.cpu);
    if (running) spans.push([running.since, e.at, running.tid]);
    current.set(e.cpu, { tid: e.next, since: e.at });
  }
  return spans;
}

/**
 * One thread's states as [start, end, state] spans: 'run' on a core, 'wait' runnable but not on one
 * (switched out still runnable, or woken and not yet run), 'sleep' blocked (on a lock, I/O or
 * another process). Before its first event the state is unknown and no span is made.
 */
export function threadStates(events, tid) {
  const spans = [];
  let state = null;
  let since = 0;
  const enter = (next, at) => {
    if (state) spans.push([since, at, state]);
    state = next;
    since = at;
  };
  for (const e of events) {
    if (e.kind === 'switch' && e.next === tid) enter('run', e.at);
    else if (e.kind === 'switch' && e.prev === tid) enter(e.prevState.startsWith('R') ? 'wait' : 'sleep', e.at);
    else if (e.kind === 'wakeup' && e.woken === tid && state !== 'run') enter('wait', e.at);
  }
  return spans;
}

const overlap = (a0, a1, b0, b1) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * Each task of `tasks` ({ start, end } in µs) with the thread's time in each state during it, and,
 * while it waited, the time each other thread (by tid; 0 is an idle core) held a core (µs).
 */
export function contention(events, tid, tasks) {
  const states = threadStates(events, tid);
  const cores = coreSpans(events);
  return tasks.map((task) => {
    const time = { run: 0, wait: 0, sleep: 0 };
    const holders = new Map();
    for (const [s0, s1, state] of states) {
      const during = overlap(s0, s1, task.start, task.end);
      if (!during) continue;
      time[state] += during;
      if (state !== 'wait') continue;
      const w0 = Math.max(s0, task.start);
      const w1 = Math.min(s1, task.end);
      for (const [c0, c1, holder] of cores) {
        const held = overlap(c0, c1, w0, w1);
        if (held && holder !== tid) holders.set(holder, (holders.get(holder) ?? 0) + held);
      }
    }
    return { ...task, ...time, holders };
  });
}

/** The trace's renderer main thread that evaluated main.js, its tasks of `minMs` or more, and its threads' and processes' names. */
export function traceTasks(traceEvents, minMs) {
  const evaluation = traceEvents.find((e) => e.name === 'EvaluateScript' && JSON.stringify(e.args ?? {}).includes('/main.js'));
  if (!evaluation) throw new Error('no evaluation of main.js in the trace: is it a console load?');
  const { pid, tid } = evaluation;
  const tasks = traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.dur >= minMs * 1000)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, wall: e.dur, thread: e.tdur ?? 0 }));
  const navigation = traceEvents.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? tasks[0]?.start ?? 0;
  const names = new Map();
  const processes = new Map();
  for (const e of traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(e.tid, e.args.name);
    if (e.ph === 'M' && e.name === 'process_name') processes.set(e.pid, e.args.name);
  }
  return { pid, tid, tasks, navigation, names, processes };
}

function main([perfFile, traceFile, minArg = '15']) {
  if (!perfFile || !traceFile) {
    console.log('usage: node scripts/bench-contention.mjs <perf.txt> <trace.json> [min ms]');
    process.exit(2);
  }
  const events = fs.readFileSync(perfFile, 'utf8').split('\n').map(parsePerfLine).filter(Boolean);
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
  const { tid, tasks, navigation, names, processes } = traceTasks(trace.traceEvents ?? trace, Number(minArg));
  const pidOf = new Map();
  const commOf = new Map();
  for (const e of events) {
    pidOf.set(e.tid, e.pid);
    if (!commOf.has(e.tid)) commOf.set(e.tid, e.comm);
    if (e.kind === 'switch' && !commOf.has(e.next)) commOf.set(e.next, e.nextComm);
  }
  const label = (holder) => {
    if (holder === 0) return 'idle';
    const pid = pidOf.get(holder) ?? holder;
    return `${processes.get(pid) ?? `pid ${pid}`}/${names.get(holder) ?? commOf.get(holder) ?? '?'}`;
  };
  const ms = (us) => (us / 1000).toFixed(1);
  const total = { run: 0, wait: 0, sleep: 0 };
  const held = new Map();
  for (const t of contention(events, tid, tasks)) {
    for (const key of Object.keys(total)) total[key] += t[key];
    for (const [holder, us] of t.holders) held.set(label(holder), (held.get(label(holder)) ?? 0) + us);
    const top = [...t.holders]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([h, us]) => `${label(h)} ${ms(us)}`)
      .join(', ');
    console.log(
      `task at ${ms(t.start - navigation)} ms, ${ms(t.wall)} ms wall (thread ${ms(t.thread)}): ran ${ms(t.run)}, waited for a core ${ms(t.wait)}, ` +
        `slept ${ms(t.sleep)}; meanwhile on the cores: ${top || 'nothing recorded'}`,
    );
  }
  console.log(`all ${tasks.length} tasks: ran ${ms(total.run)} ms, waited for a core ${ms(total.wait)}, slept ${ms(total.sleep)}`);
  console.log('who held the cores while the main thread waited (ms, summed over the cores):');
  for (const [who, us] of [...held].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms(us).padStart(7)} ${who}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
