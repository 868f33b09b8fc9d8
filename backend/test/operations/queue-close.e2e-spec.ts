import { ConsoleLogger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfig, loadConfig } from '../../src/config';
import { WorkerModule } from '../../src/worker.module';

/**
 * A worker stopped moments after it started (a deploy that fails its checks, a restart loop) closes
 * BullMQ connections that are still opening. BullMQ then reports the aborted opening as an 'error'
 * event after it removed every listener: an unhandled rejection, which ends a Node process (and failed
 * Jest files that closed an app early). Shutdown first lets each connection finish opening.
 */
describe('operations: a worker stopped while its connections are still opening', () => {
  it('stops cleanly, every time', async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (let round = 0; round < 5; round++) {
        const config = loadConfig({ ...process.env, STATIC_DIR: '' });
        const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.withPayments(config.payments.mode)] })
          .overrideProvider(AppConfig)
          .useValue(config)
          .setLogger(new ConsoleLogger({ logLevels: ['error'] }))
          .compile();
        await moduleRef.init();
        await moduleRef.close();
      }
      // A late rejection surfaces within moments of the connection's end.
      await new Promise((done) => setTimeout(done, 500));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(rejections).toEqual([]);
  });
});
