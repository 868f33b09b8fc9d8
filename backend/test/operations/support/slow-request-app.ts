import { Controller, Get, Module, Query } from '@nestjs/common';
import { AppModule } from '../../../src/app.module';
import { loadConfig } from '../../../src/config';
import { startWebApp } from '../../../src/main';
import { Public } from '../../../src/shared/http';

/**
 * The real web app entry (`startWebApp`: migration check, logging, signal
 * handling, server draining) with one extra slow route, for the shutdown test.
 */
@Public()
@Controller('ops-slow')
class SlowRequestController {
  @Get()
  async slow(@Query('ms') ms = '1000'): Promise<{ finishedAt: number }> {
    await new Promise((done) => setTimeout(done, Number(ms)));
    return { finishedAt: Date.now() };
  }
}

@Module({ imports: [AppModule.withPayments(loadConfig().payments.mode)], controllers: [SlowRequestController] })
class SlowRequestAppModule {}

void startWebApp(SlowRequestAppModule);
