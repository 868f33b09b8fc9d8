import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../config';
import { ErrorResponse, Public } from '../../../shared/http';
import { PublicFormThrottle } from '../../identity/adapters';
import { SubmitContactMessage } from '../application/submit-contact-message';
import { CONTACT_SENT_MESSAGE } from '../domain/contact.texts';
import { ContactInfoResponse } from './dto/contact-info.response';
import { ContactMessageSentResponse } from './dto/contact-message-sent.response';
import { SubmitContactMessageRequest } from './dto/submit-contact-message.request';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(
    private readonly submit: SubmitContactMessage,
    private readonly config: AppConfig,
  ) {}

  /** Stores a contact-form message; it is e-mailed in the background (201 once stored). */
  @Post()
  @HttpCode(201)
  @PublicFormThrottle()
  @ApiCreatedResponse({ type: ContactMessageSentResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  async submitContactMessage(@Body() body: SubmitContactMessageRequest): Promise<ContactMessageSentResponse> {
    await this.submit.execute(body);
    return { message: CONTACT_SENT_MESSAGE };
  }

  /** The public address shown on the contact page. */
  @Get('info')
  @ApiOkResponse({ type: ContactInfoResponse })
  getContactInfo(): ContactInfoResponse {
    return { email: this.config.contactEmail };
  }
}
