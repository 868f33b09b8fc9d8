import { ApiProperty } from '@nestjs/swagger';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';
}

export class LivenessResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['ready', 'unavailable'] })
  status: 'ready' | 'unavailable';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';

  @ApiProperty({
    enum: ['applied', 'pending', 'unknown'],
    description: '`pending`: this version expects migrations the database does not have (run `npm run db:migrate`)',
  })
  migrations: 'applied' | 'pending' | 'unknown';
}
