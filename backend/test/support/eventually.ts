import { setTimeout as sleep } from 'node:timers/promises';

/** Asks until `check` passes: another process's write reaches the app by NOTIFY, a moment after its commit. */
export async function eventually(check: () => Promise<void>, attempts = 50): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await check();
    } catch (error) {
      if (i >= attempts) throw error;
      await sleep(100);
    }
  }
}
