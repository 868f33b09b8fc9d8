import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Redirect,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public } from '../../../shared/http';
import { PerEmailFormThrottle, PublicFormThrottle } from '../../identity/adapters';
import { AlertMails } from '../application/alert-mails';
import { ManageAlerts } from '../application/manage-alerts';
import { SaveAlert } from '../application/save-alert';
import { SavedSchoolSearch } from '../../catalogue';
import type { SavedSearchAlert } from '../domain/saved-search-alert';
import { AlertNotFoundError } from '../domain/alerts.errors';
import { AlertTokenRequest, ChangeAlertRequest, OneClickUnsubscribeBody, SaveAlertRequest } from './dto/alert.request';
import {
  AlertConfirmedResponse,
  AlertSavedResponse,
  AlertUnsubscribedResponse,
  AlertsDeletedResponse,
  ManagedAlertResponse,
  ManagedAlertsResponse,
} from './dto/alert.response';

const alertId = new ParseUUIDPipe({ exceptionFactory: () => new AlertNotFoundError() });
const BAD_LINK = { type: ErrorResponse, description: 'The link (token) is malformed or forged' };
const TOKEN_QUERY = { name: 'token', required: true, description: 'The token of the manage link in any alert e-mail' };

/**
 * Saved searches with e-mail alerts, without an account: every action after
 * saving is authorised by a signed link from the mails (ALERT_TOKEN_SECRET).
 * Confirming is a POST from the confirm page, so a mail scanner opening the
 * link confirms nothing.
 */
@ApiTags('alerts')
@Public()
@Controller('alerts')
export class AlertsController {
  constructor(
    private readonly save: SaveAlert,
    private readonly manage: ManageAlerts,
    private readonly mails: AlertMails,
  ) {}

  /**
   * Saves the directory's current filters for `email`, unconfirmed; queues the confirmation mail. The same
   * search again for the same address saves nothing (`saved: false`, `existingFrequency`).
   */
  @Post()
  @HttpCode(201)
  @PerEmailFormThrottle()
  @ApiCreatedResponse({ type: AlertSavedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  async saveAlert(@Body() body: SaveAlertRequest): Promise<AlertSavedResponse> {
    return this.save.execute(body);
  }

  /** The confirm page's button. Confirming again answers the same. */
  @Post('confirm')
  @HttpCode(200)
  @PublicFormThrottle()
  @ApiOkResponse({ type: AlertConfirmedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The alert was removed or expired unconfirmed' })
  async confirmAlert(@Body() body: AlertTokenRequest): Promise<AlertConfirmedResponse> {
    const alert = await this.manage.confirm(body.token);
    return {
      confirmed: true,
      searchSummary: SavedSchoolSearch.describe(alert.filters),
      frequency: alert.frequency,
      manageUrl: this.mails.manageUrl(alert.email),
    };
  }

  /**
   * One-click unsubscribe (RFC 8058): the mail provider POSTs the form body
   * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; no session or
   * CSRF token (the route is sessionless). The alert is deleted at once; an
   * alert already gone answers the same.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true, description: 'The token of the List-Unsubscribe link' })
  @ApiOkResponse({ type: AlertUnsubscribedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  async unsubscribeAlert(
    @Query() query: AlertTokenRequest,
    @Body() _body: OneClickUnsubscribeBody,
  ): Promise<AlertUnsubscribedResponse> {
    await this.manage.unsubscribe(query.token);
    return { unsubscribed: true };
  }

  /**
   * The List-Unsubscribe address opened in a browser (a mail app without one-click support, or a person
   * copying it): a GET must change nothing (mail scanners open links too), so it leads to the page with the
   * one-click button, which POSTs above. It answered a raw JSON 404 before.
   */
  @Get('unsubscribe')
  @Redirect(undefined, 303)
  @ApiQuery({ name: 'token', required: false, description: 'The token of the List-Unsubscribe link' })
  @ApiResponse({ status: 303, description: 'To the page /alerts/unsubscribe with the one-click button' })
  openUnsubscribeLink(@Query('token') token?: string): { url: string } {
    const query = typeof token === 'string' && token ? `?token=${encodeURIComponent(token)}` : '';
    return { url: `/alerts/unsubscribe${query}` };
  }

  /** Every alert of the address the manage link names. */
  @Get('manage')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ManagedAlertsResponse })
  @ApiBadRequestResponse(BAD_LINK)
  async listManagedAlerts(@Query() query: AlertTokenRequest): Promise<ManagedAlertsResponse> {
    const { email, alerts } = await this.manage.list(query.token);
    return { email, alerts: alerts.map((alert) => this.toResponse(alert)) };
  }

  /** Changes how often, or the search (validated as the directory validates it), or both. */
  @Patch('manage/:id')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ManagedAlertResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'The link is not valid, or each failing field with its message',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such alert for this address' })
  async changeManagedAlert(
    @Param('id', alertId) id: string,
    @Query() query: AlertTokenRequest,
    @Body() body: ChangeAlertRequest,
  ): Promise<ManagedAlertResponse> {
    return this.toResponse(
      await this.manage.change(query.token, id, { frequency: body.frequency, filters: body.filters }),
    );
  }

  /** 'Keep this alert' (a POST from the manage page): it lapses 12 months from now. */
  @Post('manage/:id/keep')
  @HttpCode(200)
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ManagedAlertResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such alert for this address' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The alert is not confirmed yet' })
  async keepManagedAlert(
    @Param('id', alertId) id: string,
    @Query() query: AlertTokenRequest,
  ): Promise<ManagedAlertResponse> {
    return this.toResponse(await this.manage.keep(query.token, id));
  }

  @Delete('manage/:id')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: AlertsDeletedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such alert for this address' })
  async deleteManagedAlert(
    @Param('id', alertId) id: string,
    @Query() query: AlertTokenRequest,
  ): Promise<AlertsDeletedResponse> {
    await this.manage.deleteOne(query.token, id);
    return { deleted: 1 };
  }

  /** Removes the address: all its alerts and their stored mails. */
  @Delete('manage')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: AlertsDeletedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  async deleteAllManagedAlerts(@Query() query: AlertTokenRequest): Promise<AlertsDeletedResponse> {
    return { deleted: await this.manage.deleteAll(query.token) };
  }

  private toResponse(alert: SavedSearchAlert): ManagedAlertResponse {
    return {
      id: alert.id,
      frequency: alert.frequency,
      searchSummary: SavedSchoolSearch.describe(alert.filters),
      searchUrl: this.mails.searchUrl(alert),
      confirmed: alert.confirmedAt !== null,
      createdAt: alert.createdAt.toISOString(),
      filters: alert.filters,
      lapsesAt: alert.lapsesAt()?.toISOString() ?? null,
      lapsesSoon: alert.lapsesSoon(),
    };
  }
}
