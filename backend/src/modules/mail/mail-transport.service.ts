import { Injectable, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfigService } from '../../core/config/app-config.service';
import { SMTP_TIMEOUTS_MS } from './mail.constants';

export interface SmtpMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** The SMTP connection (nodemailer) described by SMTP_URL; none when it is unset. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private transporter: Transporter | null = null;

  constructor(private readonly config: AppConfigService) {}

  get configured(): boolean {
    return this.config.mail.smtpUrl !== undefined;
  }

  /** Sends one message; resolves with the Message-ID the server accepted, rejects with its refusal. */
  async send(message: SmtpMessage): Promise<string> {
    const info = (await this.connection().sendMail(message)) as { messageId?: string };
    return info.messageId ?? message.messageId;
  }

  private connection(): Transporter {
    const url = this.config.mail.smtpUrl;
    if (!url) throw new Error('SMTP_URL no está configurado');
    this.transporter ??= nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
    return this.transporter;
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
