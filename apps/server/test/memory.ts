import v8 from 'node:v8';
import vm from 'node:vm';

// a full collection before each sample, so the figure is what is really held, not garbage; twice,
// because V8 frees dead buffers in a sweep that a collection only starts (on a busy machine the
// next one finishes it), which once let 63 MiB of garbage count as held
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const collect = () => {
  gc();
  gc();
};

/** Tests that stream 100 MB or more with memory sampling: seconds alone, far more on a busy machine. */
export const LARGE_FILE_TIMEOUT = 180_000;

/**
 * The most memory held in buffers while `work` runs, above what was held before it. A full
 * collection takes tens of milliseconds here: a few samples a second are enough to see code
 * that gathers a whole large body.
 */
export async function peakBufferMemory(work: () => Promise<void>): Promise<number> {
  collect();
  const base = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const timer = setInterval(() => {
    collect();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
  }, 300);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return peak;
}
