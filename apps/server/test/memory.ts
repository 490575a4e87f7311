import v8 from 'node:v8';
import vm from 'node:vm';

// a full collection before each sample, so the figure is what is really held, not garbage
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

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
