import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../core/config/app-config.service';
import { SettingsService } from '../settings';
import type { EmailData, EmailKind } from './email-kinds';
import { composeEmail, MailShop, subjectOf } from './templates/emails';
import { layoutText } from './templates/layout';
import { MjmlShapes } from './templates/mjml-shapes';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  storeName: string;
}

/**
 * Turns an outbox row into the message: MJML → HTML, and the same blocks as plain text.
 *
 * The shop's name, contact, WhatsApp and bank account are read from the shop settings here, when
 * the e-mail is sent, not when the row is written: the row stays small, the outbox never holds a
 * second copy of the settings, and an e-mail retried by an admin after fixing the shop's data
 * carries the corrected data. The order itself (items, amounts, deadline) is in the row as it was
 * at the event, so it never changes.
 */
@Injectable()
export class MailRenderer {
  private readonly mjml = new MjmlShapes();

  constructor(
    private readonly settings: SettingsService,
    private readonly config: AppConfigService,
  ) {}

  async shop(): Promise<MailShop> {
    const settings = await this.settings.forStorefront();
    return {
      storeName: settings.storeName,
      phone: settings.contact.phone,
      whatsapp: settings.contact.whatsapp,
      email: settings.contact.email,
      address: settings.contact.address,
      openingHours: settings.contact.openingHours,
      pickupInstructions: settings.contact.pickupInstructions,
      url: this.config.publicUrl,
      bank: {
        bank: settings.bankTransfer.bank,
        accountType: settings.bankTransfer.accountType,
        accountNumber: settings.bankTransfer.accountNumber,
        holder: settings.bankTransfer.holder,
        rut: settings.bankTransfer.rut,
        email: settings.bankTransfer.email,
      },
    };
  }

  async render<K extends EmailKind>(kind: K, data: EmailData[K]): Promise<RenderedEmail> {
    const shop = await this.shop();
    const content = composeEmail(kind, data, shop);
    return {
      subject: content.subject,
      html: await this.mjml.html(shop, content),
      text: layoutText(shop, content),
      storeName: shop.storeName,
    };
  }

  /** The subject alone (the admin list), with the shop's current name. */
  subject(kind: EmailKind, data: unknown, storeName: string): string {
    try {
      return subjectOf(kind, data as EmailData[EmailKind], storeName);
    } catch {
      return kind;
    }
  }
}
