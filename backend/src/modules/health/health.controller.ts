import { Controller, Get, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseHealth } from './database-health';
import { Public } from '../../shared/http';
import { RedisHealth } from '../../shared/queue';
import { HealthResponse, LivenessResponse, ReadinessResponse } from './health.response';
import { MigrationStatus } from './migration-status';

const RETRY_AFTER_SECONDS = '5';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly database: DatabaseHealth,
    private readonly redis: RedisHealth,
    private readonly migrations: MigrationStatus,
  ) {}

  /** Summary of the dependencies: 200 when PostgreSQL and Redis answer, 503 otherwise. */
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const [databaseUp, redisUp] = await Promise.all([this.database.isUp(), this.redis.isUp()]);
    const ok = databaseUp && redisUp;
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    if (!ok) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    return { status: ok ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down', redis: redisUp ? 'up' : 'down' };
  }

  /**
   * Liveness probe: the process answers HTTP. Checks nothing else on purpose,
   * so an outage of PostgreSQL or Redis never gets healthy instances restarted.
   */
  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: 200 while the process answers' })
  @ApiOkResponse({ type: LivenessResponse })
  getLiveness(@Res({ passthrough: true }) res: Response): LivenessResponse {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  /**
   * Readiness probe for load balancers: 200 when PostgreSQL and Redis answer
   * and every migration of this build is applied; 503 with Retry-After
   * otherwise, so traffic goes to the other instances meanwhile.
   */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness probe: PostgreSQL and Redis reachable, migrations applied' })
  @ApiOkResponse({ type: ReadinessResponse })
  @ApiServiceUnavailableResponse({ type: ReadinessResponse })
  async getReadiness(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    const [databaseUp, redisUp, pending] = await Promise.all([
      this.database.isUp(),
      this.redis.isUp(),
      this.migrations.pending(),
    ]);
    const migrations = pending === undefined ? 'unknown' : pending.length ? 'pending' : 'applied';
    if (migrations === 'pending') this.logger.warn(`not ready: pending migrations ${pending!.join(', ')}`);
    const ready = databaseUp && redisUp && migrations === 'applied';
    res.status(ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    if (!ready) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    return {
      status: ready ? 'ready' : 'unavailable',
      database: databaseUp ? 'up' : 'down',
      redis: redisUp ? 'up' : 'down',
      migrations,
    };
  }
}
