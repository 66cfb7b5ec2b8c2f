import { http, HttpResponse } from 'msw';

import type { AdminEmailWire, AdminEmailsPageWire, EmailStatus } from '@/features/admin-emails/api/admin-emails-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { requireAdmin } from '@/testing/mocks/handlers/auth';

// GET /admin/emails and POST /admin/emails/{id}/retry (the backend's mail outbox), kept in memory per test with the
// server's rules: newest first, pages of 20, optional status filter, ADMIN role required; a retry puts a failed
// e-mail back to pending (204), refuses any other (409) and answers 404 for an unknown id.

const PAGE_SIZE = 20;
const NEWEST = Date.parse('2025-03-20T14:30:00.000Z');
const STATUSES: EmailStatus[] = ['pending', 'sending', 'sent', 'failed'];

function email(id: number, extra: Partial<AdminEmailWire> = {}): AdminEmailWire {
  const createdAt = new Date(NEWEST - (30 - id) * 3_600_000).toISOString();
  return {
    id,
    kind: 'order-status',
    to: `cliente${id}@example.cl`,
    subject: `Tu pedido #${1000 + id} cambió de estado`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt,
    sentAt: new Date(Date.parse(createdAt) + 60_000).toISOString(),
    messageId: `<${id}.abc@repuestos.cl>`,
    ...extra,
  };
}

/** 25 e-mails, newest first: a failed order confirmation, a pending welcome, a shop notice and 22 status changes. */
function freshEmails(): AdminEmailWire[] {
  const list: AdminEmailWire[] = [
    email(30, {
      kind: 'order-received',
      to: 'ana@example.cl',
      subject: 'Recibimos tu pedido #1045',
      status: 'failed',
      attempts: 5,
      lastError: '550 5.1.1 Mailbox unavailable',
      sentAt: null,
      messageId: null,
    }),
    email(29, {
      kind: 'welcome',
      to: 'luis@example.cl',
      subject: 'Bienvenido a Repuestos',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      messageId: null,
    }),
    email(28, { kind: 'shop-new-order', to: 'contacto@repuestos.cl', subject: 'Nuevo pedido #1044' }),
  ];
  for (let id = 27; id > 5; id -= 1) list.push(email(id));
  return list;
}

let emails = freshEmails();

export function resetAdminEmailsDatabase() {
  emails = freshEmails();
}

export const adminEmailsHandlers = [
  http.get(apiUrl('/admin/emails'), ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const status = params.get('status');
    if (status !== null && !STATUSES.includes(status as EmailStatus)) return fail(400, 'Estado de correo inválido');
    const found = emails.filter((item) => status === null || item.status === status);
    return HttpResponse.json<AdminEmailsPageWire>({
      items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: found.length,
      page,
      pageSize: PAGE_SIZE,
    });
  }),

  http.post(apiUrl('/admin/emails/:id/retry'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const found = emails.find((item) => String(item.id) === String(params.id));
    if (!found) return fail(404, 'Correo no encontrado');
    if (found.status !== 'failed') return fail(409, 'Solo se puede reintentar un correo cuyo envío falló.');
    emails = emails.map((item) => (item === found ? { ...item, status: 'pending', lastError: null } : item));
    return new HttpResponse(null, { status: 204 });
  }),
];

/** What the in-memory outbox holds now (for asserting a retry's effect). */
export function storedEmail(id: number): AdminEmailWire | undefined {
  return emails.find((item) => item.id === id);
}
