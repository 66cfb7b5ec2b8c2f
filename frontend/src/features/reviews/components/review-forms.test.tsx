import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ReplyForm } from '@/features/reviews/components/reply-form';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

const RESERVED_NAME = 'Ese nombre está reservado para la tienda. Escribe tu propio nombre.';

function refuseName(path: string) {
  server.use(
    http.post(apiUrl(path), () => HttpResponse.json({ success: false, message: RESERVED_NAME }, { status: 400 })),
  );
}

describe('review and reply forms', () => {
  it('says why the server refused a reply signed with the shop’s name, and forgets it when the name changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseName('/reviews/reply/:reviewId');
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ReplyForm productId={7} reviewId={32} reviewAuthor="Luis" onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Responder a Luis' });
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Admin');
    await user.type(within(form).getByRole('textbox', { name: /Respuesta/ }), 'Oferta especial');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(RESERVED_NAME);
    expect(onDone).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'x');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the server refused a review, but only logs a server failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseName('/reviews/product/:id');
    const { user } = renderWithProviders(<ReviewForm productId={7} />);
    const form = screen.getByRole('form', { name: 'Escribe una reseña' });
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Tienda');
    await user.type(within(form).getByRole('textbox', { name: /Comentario/ }), 'Producto oficial');
    await user.click(within(form).getByRole('button', { name: 'Enviar reseña' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(RESERVED_NAME);

    server.use(
      http.post(apiUrl('/reviews/product/:id'), () =>
        HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar reseña' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in administrator’s token with the reply and says it will carry the Admin badge', async () => {
    const { token } = signInAs('admin');
    window.localStorage.setItem('isAdmin', 'true');
    let authorization: string | null = null;
    server.use(
      http.post(apiUrl('/reviews/reply/:reviewId'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(
          {
            success: true,
            message: 'Respuesta publicada',
            data: { id: 91, resenaId: 32, nombreUsuario: 'Admin', comentario: 'Gracias', esAdmin: true },
          },
          { status: 201 },
        );
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ReplyForm productId={7} reviewId={32} reviewAuthor="Luis" onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Responder a Luis' });
    expect(
      within(form).getByText('Respondes como administrador: tu respuesta llevará la insignia Admin.'),
    ).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Admin');
    await user.type(within(form).getByRole('textbox', { name: /Respuesta/ }), 'Gracias');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('shows no administrator hint to a visitor', () => {
    renderWithProviders(<ReplyForm productId={7} reviewId={32} reviewAuthor="Luis" onDone={() => {}} />);
    expect(screen.queryByText(/Respondes como administrador/)).not.toBeInTheDocument();
  });
});
