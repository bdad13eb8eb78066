// Async boundary: shared singletons are negotiated before any app code runs (NOTES.md). In the task
// after this script's: evaluating main.js (the federation runtime and its init) and negotiating the
// bootstrap's shared modules (a chain of promises) were one task of 102–243 ms at 4× CPU; they are
// two now, 28–81 ms and 67–93 ms (Lighthouse counts each task's time over 50 ms).
// Then react-dom is evaluated in a task before the rest of the bootstrap's modules (the router,
// i18next, the app's): the last chunk's arrival evaluated all of them in one task of 28–48 ms at
// 1× CPU, cold (~150 ms at Lighthouse's 4×). All of their files are preloaded from index.html,
// so the second import waits for no download.
import { nextTask } from './next-task';

setTimeout(() => {
  void import('react-dom/client').then(nextTask).then(() => import('./bootstrap'));
}, 0);
