import { escapeHtml, phoneDigits, readablePhone, whatsappLink } from './mail-format';
import { formatPesos } from '../../../core/format/pesos';

/** The shop as every e-mail shows it (from the shop settings when the e-mail is rendered). */
export interface ShopIdentity {
  storeName: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  openingHours: string[];
  /** The shop's public address (PUBLIC_URL). */
  url: string;
}

export interface ItemsBlockLine {
  title: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * What an e-mail's body is made of. Each template lists blocks; the layout writes them twice, as
 * MJML (HTML for phones and desktop clients alike) and as plain text, so both always say the same.
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'details'; title?: string; rows: Array<[label: string, value: string]> }
  | {
      type: 'items';
      lines: ItemsBlockLine[];
      totals: Array<[label: string, amount: number]>;
    }
  /** A highlighted box (what the reader must do, or what went wrong). */
  | { type: 'notice'; title: string; lines: string[] }
  | { type: 'small'; text: string }
  /** '¿Dudas? Escríbenos por WhatsApp o a {email}', both as links. */
  | { type: 'help'; whatsappUrl: string; email: string };

export interface EmailContent {
  subject: string;
  /** The line mail apps show after the subject. */
  preheader: string;
  blocks: Block[];
}

const BRAND = '#0b3d91';
const BRAND_DEEP = '#061f4a';
const ACCENT_SOFT = '#fff1e6';
const ACCENT_DEEP = '#9a3412';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#e5e7eb';

/**
 * Marks a piece of finished HTML (an escaped value) in the MJML. By default the value itself; the renderer passes
 * one that puts a placeholder instead, so that MJML compiles each shape of message once (see MailRenderer).
 */
export type HtmlValue = (html: string) => string;
const asIs: HtmlValue = (html) => html;

function blockMjml(block: Block, v: HtmlValue): string {
  const e = (text: string) => v(escapeHtml(text));
  /** Line breaks in a value become <br /> once it is escaped. */
  const multiline = (text: string) => v(escapeHtml(text).replace(/\r?\n/g, '<br />'));
  const amount = (value: number) => v(formatPesos(value));
  switch (block.type) {
    case 'heading':
      return `<mj-text font-size="22px" font-weight="700" color="${BRAND_DEEP}" padding="8px 24px">${e(block.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text padding="6px 24px">${multiline(block.text)}</mj-text>`;
    case 'small':
      return `<mj-text font-size="13px" color="${MUTED}" padding="6px 24px">${multiline(block.text)}</mj-text>`;
    case 'help':
      return (
        `<mj-text font-size="14px" color="${MUTED}" padding="6px 24px">¿Dudas? Escríbenos por ` +
        `<a href="${e(block.whatsappUrl)}" style="color:${BRAND}">WhatsApp</a> o a ` +
        `<a href="mailto:${e(block.email)}" style="color:${BRAND}">${e(block.email)}</a>.</mj-text>`
      );
    case 'button':
      return `<mj-button href="${e(block.url)}" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" padding="14px 24px">${e(block.label)}</mj-button>`;
    case 'details': {
      const title = block.title
        ? `<mj-text font-size="16px" font-weight="700" color="${BRAND_DEEP}" padding="14px 24px 4px">${e(block.title)}</mj-text>`
        : '';
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 8px 4px 0;color:${MUTED};vertical-align:top;width:40%">${e(label)}</td>` +
            `<td style="padding:4px 0;vertical-align:top">${multiline(value)}</td></tr>`,
        )
        .join('');
      return `${title}<mj-table padding="4px 24px" font-size="15px" color="${TEXT}">${rows}</mj-table>`;
    }
    case 'items': {
      const lines = block.lines
        .map(
          (line) =>
            `<tr style="border-bottom:1px solid ${LINE}"><td style="padding:8px 8px 8px 0;vertical-align:top">` +
            `${e(line.title)}<br /><span style="color:${MUTED};font-size:13px">SKU ${e(line.sku)} · ${e(String(line.quantity))} × ${amount(line.unitPrice)}</span></td>` +
            `<td style="padding:8px 0;text-align:right;vertical-align:top;white-space:nowrap">${amount(line.lineTotal)}</td></tr>`,
        )
        .join('');
      const totals = block.totals
        .map(
          ([label, value], index) =>
            `<tr><td style="padding:4px 8px 4px 0;text-align:right;${index === block.totals.length - 1 ? 'font-weight:700' : ''}">${e(label)}</td>` +
            `<td style="padding:4px 0;text-align:right;white-space:nowrap;${index === block.totals.length - 1 ? 'font-weight:700' : ''}">${amount(value)}</td></tr>`,
        )
        .join('');
      return `<mj-table padding="8px 24px" font-size="15px" color="${TEXT}">${lines}${totals}</mj-table>`;
    }
    case 'notice':
      return (
        `<mj-text padding="10px 24px"><div style="background-color:${ACCENT_SOFT};border-radius:6px;padding:12px 16px">` +
        `<strong style="color:${ACCENT_DEEP}">${e(block.title)}</strong>` +
        block.lines.map((line) => `<br />${multiline(line)}`).join('') +
        `</div></mj-text>`
      );
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'small':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'help':
      return `¿Dudas? Escríbenos por WhatsApp (${block.whatsappUrl}) o a ${block.email}.`;
    case 'details':
      return [
        ...(block.title ? [`${block.title}\n${'-'.repeat(Math.min(block.title.length, 60))}`] : []),
        ...block.rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, ', ')}`),
      ].join('\n');
    case 'items':
      return [
        ...block.lines.map(
          (line) =>
            `- ${line.title} (SKU ${line.sku}): ${line.quantity} × ${formatPesos(line.unitPrice)} = ${formatPesos(line.lineTotal)}`,
        ),
        '',
        ...block.totals.map(([label, amount]) => `${label}: ${formatPesos(amount)}`),
      ].join('\n');
    case 'notice':
      return [`** ${block.title} **`, ...block.lines].join('\n');
  }
}

function contactLines(shop: ShopIdentity): Array<[label: string, value: string, href: string | null]> {
  return [
    ['Teléfono', readablePhone(shop.phone), `tel:+${phoneDigits(shop.phone)}`],
    ['WhatsApp', readablePhone(shop.whatsapp), whatsappLink(shop.whatsapp)],
    ['Correo', shop.email, `mailto:${shop.email}`],
    ['Dirección', shop.address, null],
    ...(shop.openingHours.length > 0
      ? [['Horario', shop.openingHours.join(' · '), null] as [string, string, null]]
      : []),
  ];
}

/** The whole message as MJML: the shop's name as a header, the blocks, and the shop's contact as footer. */
export function layoutMjml(shop: ShopIdentity, content: EmailContent, v: HtmlValue = asIs): string {
  const e = (text: string) => v(escapeHtml(text));
  const footer = contactLines(shop)
    .map(
      ([label, value, href]) =>
        `${e(label)}: ${href ? `<a href="${e(href)}" style="color:${BRAND}">${e(value)}</a>` : e(value)}`,
    )
    .join('<br />');
  return `<mjml lang="es">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${TEXT}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f6fc" width="600px">
    <mj-section background-color="${BRAND}" padding="18px 0">
      <mj-column>
        <mj-text align="center" font-size="24px" font-weight="700" color="#ffffff" letter-spacing="0.5px">
          <a href="${e(shop.url)}" style="color:#ffffff;text-decoration:none">${e(shop.storeName)}</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 0">
      <mj-column>
        ${content.blocks.map((block) => blockMjml(block, v)).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text font-size="13px" color="${MUTED}" align="center">
          <strong>${e(shop.storeName)}</strong><br />${footer}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The same message as plain text. */
export function layoutText(shop: ShopIdentity, content: EmailContent): string {
  const footer = contactLines(shop).map(([label, value, href]) =>
    label === 'WhatsApp' && href ? `${label}: ${value} (${href})` : `${label}: ${value}`,
  );
  return [
    shop.storeName,
    '',
    ...content.blocks.map((block) => `${blockText(block)}\n`),
    '--',
    shop.storeName,
    ...footer,
    shop.url,
    '',
  ].join('\n');
}
