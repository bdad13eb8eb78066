// The contention helper's accounting (scripts/bench-contention.mjs), on a made-up schedule: `node --test scripts/`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { contention, parsePerfLine } from './bench-contention.mjs';

const MAIN = 100;
const COMPILER = 200;
const BROWSER = 300;
// perf script's lines (-F comm,pid,tid,cpu,time,event,trace), times in seconds.
const line = (comm, tid, cpu, seconds, what) => `${comm.padStart(16)} ${tid}/${tid} [00${cpu}] ${seconds.toFixed(6)}: sched:${what}`;
const switchTo = (cpu, seconds, prev, prevState, next) =>
  line(
    'x',
    prev,
    cpu,
    seconds,
    `sched_switch: prev_comm=x prev_pid=${prev} prev_prio=120 prev_state=${prevState} ==> next_comm=y next_pid=${next} next_prio=120`,
  );
const wake = (cpu, seconds, woken) => line('x', 0, cpu, seconds, `sched_wakeup: comm=y pid=${woken} prio=120 target_cpu=00${cpu}`);

// Core 0: the main thread runs 0-5 ms, is switched out still runnable while the compiler runs
// 5-8 ms, runs 8-10 ms, sleeps 10-12 ms (the core idle), is woken at 12 ms and runs from 13 ms.
// Core 1: the browser's thread throughout.
const schedule = [
  switchTo(0, 0.0, 0, 'R', MAIN),
  switchTo(1, 0.0, 0, 'R', BROWSER),
  switchTo(0, 0.005, MAIN, 'R', COMPILER),
  switchTo(0, 0.008, COMPILER, 'S', MAIN),
  switchTo(0, 0.01, MAIN, 'S', 0),
  wake(0, 0.012, MAIN),
  switchTo(0, 0.013, 0, 'R', MAIN),
  switchTo(0, 0.015, MAIN, 'S', 0),
  switchTo(1, 0.015, BROWSER, 'S', 0),
];

test('reads a switch and a wake-up from perf script, in microseconds, and nothing else', () => {
  assert.deepEqual(parsePerfLine(schedule[2]), {
    comm: 'x',
    pid: MAIN,
    tid: MAIN,
    cpu: 0,
    at: 5000,
    kind: 'switch',
    prev: MAIN,
    prevState: 'R',
    next: COMPILER,
    nextComm: 'y',
  });
  assert.deepEqual(parsePerfLine(schedule[5]), { comm: 'x', pid: 0, tid: 0, cpu: 0, at: 12000, kind: 'wakeup', woken: MAIN });
  assert.equal(parsePerfLine('[ perf record: Woken up 1 times ]'), null);
});

test('splits a task into running, waiting for a core and sleeping, and names who held the cores while it waited', () => {
  const events = schedule.map(parsePerfLine);
  const [task] = contention(events, MAIN, [{ start: 0, end: 15000 }]);
  assert.equal(task.run, 5000 + 2000 + 2000);
  // Switched out runnable 5-8 ms, then woken 12-13 ms and not yet on a core.
  assert.equal(task.wait, 3000 + 1000);
  assert.equal(task.sleep, 2000);
  // While it waited: the compiler on core 0 (5-8), the idle core 0 (12-13), the browser on core 1 (both times).
  assert.deepEqual(Object.fromEntries(task.holders), { [COMPILER]: 3000, 0: 1000, [BROWSER]: 4000 });
});

test('counts only the part of each state inside the task', () => {
  const events = schedule.map(parsePerfLine);
  const [task] = contention(events, MAIN, [{ start: 4000, end: 9000 }]);
  assert.deepEqual([task.run, task.wait, task.sleep], [1000 + 1000, 3000, 0]);
});
