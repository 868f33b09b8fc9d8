import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../../config';
import { ErrorResponse, Public } from '../../../shared/http';
import { RecordBeacon } from '../application/record-beacon';
import { BeaconRequest } from './dto/beacon.request';

@ApiTags('analytics')
@Public()
@Controller('analytics')
export class BeaconController {
  private readonly ownHost: string;

  constructor(
    private readonly record: RecordBeacon,
    config: AppConfig,
  ) {
    this.ownHost = new URL(config.publicUrl).hostname;
  }

  /**
   * A batch of events from `navigator.sendBeacon` (JSON, sent as
   * application/json or text/plain). 204 whether the events were kept or
   * dropped (bots, admins, the school's own owners), so a beacon never
   * retries; sets no cookie. Browsers with Global Privacy Control (`Sec-GPC: 1`)
   * are counted without a visitor hash.
   */
  @Post('events')
  @HttpCode(204)
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: BeaconRequest })
  @ApiNoContentResponse({ description: 'Received' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not a beacon, or more than 50 events' })
  async recordAnalyticsEvents(@Req() req: Request, @Body() body: unknown): Promise<void> {
    await this.record.execute(body, {
      address: req.ip ?? '',
      userAgent: req.get('user-agent'),
      globalPrivacyControl: req.get('sec-gpc')?.trim() === '1',
      user: req.user,
      ownHosts: [this.ownHost, req.hostname],
    });
  }
}
