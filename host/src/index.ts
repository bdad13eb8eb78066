// Async boundary: shared singletons are negotiated before any app code runs (NOTES.md). In the task
// after this script's: evaluating main.js (the federation runtime and its init) and negotiating the
// bootstrap's shared modules (a chain of promises) were one task of 102–243 ms at 4× CPU; they are
// two now, 28–81 ms and 67–93 ms (issue 24: Lighthouse counts each task's time over 50 ms).
setTimeout(() => void import('./bootstrap'), 0);
