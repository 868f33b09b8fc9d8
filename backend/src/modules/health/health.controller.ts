import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseHealth } from './database-health';
import { Public } from '../../shared/http';
import { RedisHealth } from '../../shared/queue';
import { HealthResponse } from './health.response';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly redis: RedisHealth,
  ) {}

  /** Summary of the dependencies: 200 when PostgreSQL and Redis answer, 503 otherwise. */
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const [databaseUp, redisUp] = await Promise.all([this.database.isUp(), this.redis.isUp()]);
    const ok = databaseUp && redisUp;
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    if (!ok) res.setHeader('Retry-After', '5');
    return { status: ok ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down', redis: redisUp ? 'up' : 'down' };
  }
}
