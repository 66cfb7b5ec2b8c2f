import { All, Body, Controller, HttpCode, HttpStatus, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, OptionalAuth } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import type { SessionUser } from '../../core/auth/session-user';
import { InitiatePaymentDto } from './dto/initiate-payment.dto';
import { DemoDecisionDto, WebpayReturnDto } from './dto/webpay-return.dto';
import type { HtmlPage } from './payment-pages';
import { PAYMENT_INITIATE_RATE_LIMIT } from './payments.constants';
import { PaymentsService } from './payments.service';

const sendPage = (res: Response, page: HtmlPage) =>
  res.status(page.status).setHeader('Content-Security-Policy', page.csp).type('html').send(page.html);

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('webpay/initiate')
  @HttpCode(HttpStatus.OK)
  @OptionalAuth()
  @RateLimit(PAYMENT_INITIATE_RATE_LIMIT)
  @ApiOperation({
    summary:
      'Inicia el pago Webpay de un pedido PENDIENTE: el de una cuenta con su token, el de un invitado con su email ' +
      '(modo demo sin credenciales)',
  })
  initiate(@Body() dto: InitiatePaymentDto, @CurrentUser() user?: SessionUser) {
    return this.payments.initiate(dto, user);
  }

  @Get('webpay/redirect/:token')
  @ApiOperation({ summary: 'Formulario que envía token_ws a Webpay (POST, como exige Webpay)' })
  async redirect(@Param('token') token: string, @Res() res: Response) {
    sendPage(res, await this.payments.redirectPage(token));
  }

  @All('webpay/return')
  @ApiOperation({ summary: 'Retorno de Webpay (GET o POST): confirma, anula o expira y redirige a /checkout/success' })
  async return(@Query() query: WebpayReturnDto, @Body() body: WebpayReturnDto, @Res() res: Response) {
    res.redirect(HttpStatus.SEE_OTHER, await this.payments.handleReturn({ ...query, ...body }));
  }

  @Get('demo/:token')
  @ApiExcludeEndpoint()
  async demo(@Param('token') token: string, @Res() res: Response) {
    sendPage(res, await this.payments.demoPage(token));
  }

  @Post('demo/:token')
  @ApiExcludeEndpoint()
  async demoDecide(@Param('token') token: string, @Body() dto: DemoDecisionDto, @Res() res: Response) {
    res.redirect(HttpStatus.SEE_OTHER, await this.payments.demoDecide(token, dto.decision));
  }
}
