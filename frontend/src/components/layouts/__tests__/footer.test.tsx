import { http, HttpResponse } from 'msw';
import { act, useRef } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { Footer } from '@/components/layouts/footer';
import { WhatsAppButton } from '@/components/layouts/whatsapp-button';
import { apiUrl } from '@/testing/mocks/api-url';
import { demoShopSettingsWire } from '@/testing/mocks/handlers/settings';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

describe('storefront footer', () => {
  it('links to the home sections and shows contact, address, hours, pickup policy and bank details', async () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Banco de Chile')).toBeInTheDocument();

    expect(within(footer).getByRole('link', { name: 'Beneficios' })).toHaveAttribute('href', '/#beneficios');
    expect(within(footer).getByRole('link', { name: 'Garantía y devoluciones' })).toHaveAttribute(
      'href',
      '/#devoluciones',
    );
    expect(within(footer).getByRole('link', { name: 'Lo que ofrecemos' })).toHaveAttribute('href', '/#ofrecemos');

    expect(within(footer).getByRole('link', { name: '+56 9 5555 1234' })).toHaveAttribute('href', 'tel:+56955551234');
    expect(within(footer).getByRole('link', { name: 'contacto@repuestos.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@repuestos.cl',
    );
    expect(within(footer).getByText('Av. Ejemplo 1234, Santiago (dirección de demostración)')).toBeInTheDocument();
    expect(within(footer).getByText(/Lunes a Viernes 10:30 - 17:30/)).toBeInTheDocument();
    expect(within(footer).getByText(/Sábado y Domingo cerrado/)).toBeInTheDocument();
    expect(within(footer).getByText(/Retiro en tienda sin costo/)).toBeInTheDocument();

    const bank = within(footer).getByRole('heading', { name: 'Transferencias bancarias' }).closest('section');
    expect(bank).not.toBeNull();
    for (const text of [
      'Banco de Chile',
      'Cuenta Corriente',
      '00-123-45678-09',
      '76.543.210-3',
      'pagos@repuestos.cl',
    ]) {
      expect(within(bank as HTMLElement).getByText(text)).toBeInTheDocument();
    }

    expect(within(footer).getByRole('img', { name: 'Pagos con Webpay' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Repuestos. Todos los derechos reservados.`),
    ).toBeInTheDocument();
  });

  const savedSettings = {
    ...demoShopSettingsWire,
    storeName: 'Frenos del Sur',
    contact: {
      ...demoShopSettingsWire.contact,
      phone: '+56 2 2345 6789',
      whatsapp: '+56 9 8765 4321',
      address: 'Camino Real 55, Temuco',
      openingHours: ['Lunes a Sábado 9:00 - 19:00'],
    },
    bankTransfer: { ...demoShopSettingsWire.bankTransfer, accountNumber: '11-222-33333-44' },
    shipping: { freeShippingThreshold: null, storePickupEnabled: false },
  };

  function expectSavedSettings(footer: HTMLElement) {
    expect(within(footer).getByText('11-222-33333-44')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+56 2 2345 6789' })).toHaveAttribute('href', 'tel:+56223456789');
    expect(within(footer).getByText('Camino Real 55, Temuco')).toBeInTheDocument();
    expect(within(footer).getByText('Lunes a Sábado 9:00 - 19:00')).toBeInTheDocument();
    expect(within(footer).queryByText(/Sábado y Domingo cerrado/)).not.toBeInTheDocument();
    // Pickup is off: its instructions are not offered.
    expect(within(footer).queryByText(/Retiro en tienda sin costo/)).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/56987654321\?text=/,
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Frenos del Sur. Todos los derechos reservados.`),
    ).toBeInTheDocument();
  }

  it('shows the settings the server wrote into the page at once, without asking the API', () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/settings'), () => {
        asked += 1;
        return HttpResponse.json(demoShopSettingsWire);
      }),
    );
    const block = document.createElement('script');
    block.id = 'shop-settings';
    block.type = 'application/json';
    block.textContent = JSON.stringify(savedSettings);
    document.head.append(block);
    onTestFinished(() => block.remove());

    renderWithProviders(<Footer />);
    expectSavedSettings(screen.getByRole('contentinfo'));
    expect(asked).toBe(0);
  });

  it('asks the API when the page carries no settings, and shows no made-up shop data meanwhile', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(savedSettings)));
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /\+56/ })).not.toBeInTheDocument();
    expect(within(footer).queryByText('00-123-45678-09')).not.toBeInTheDocument();

    expect(await within(footer).findByText('11-222-33333-44')).toBeInTheDocument();
    expectSavedSettings(footer);
  });

  it('scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderWithProviders(<Footer />);

    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('floating help button', () => {
  it('opens WhatsApp with the support number and a prefilled request for help with car parts', async () => {
    renderWithProviders(<WhatsAppButton />);
    const link = await screen.findByRole('link', { name: /¿Necesitas ayuda\? Escríbenos por WhatsApp/ });
    const url = new URL(link.getAttribute('href') ?? '');

    expect(url.origin + url.pathname).toBe('https://wa.me/56955551234');
    expect(url.searchParams.get('text')).toMatch(/ayuda para encontrar repuestos para mi auto/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('floating help button beside the footer', () => {
  /** IntersectionObserver that reports what the test says; returns the way to move the footer in or out of view. */
  function observeFooter() {
    const observed: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, target: null };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    return {
      target: () => observed.at(-1)?.target,
      footerOnScreen: (isIntersecting: boolean) =>
        act(() => {
          for (const { callback, target } of observed) {
            callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
          }
        }),
    };
  }

  function Page() {
    const footer = useRef<HTMLElement>(null);
    return (
      <>
        <Footer ref={footer} />
        <WhatsAppButton footer={footer} />
      </>
    );
  }

  it('steps aside while the footer, with its own WhatsApp link and "Volver arriba", is on screen', async () => {
    const observer = observeFooter();
    renderWithProviders(<Page />);
    const help = await screen.findByRole('link', { name: /¿Necesitas ayuda\? Escríbenos por WhatsApp/ });
    expect(observer.target()).toBe(screen.getByRole('contentinfo'));
    expect(help).not.toHaveClass('help-button--footer-on-screen');

    observer.footerOnScreen(true);
    expect(help).toHaveClass('help-button--footer-on-screen');
    // The footer offers the same chat meanwhile.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Escríbenos por WhatsApp' }),
    ).toBeVisible();

    observer.footerOnScreen(false);
    expect(help).not.toHaveClass('help-button--footer-on-screen');
    // Its accessible name stays whole.
    expect(help).toHaveAccessibleName('¿Necesitas ayuda? Escríbenos por WhatsApp (se abre en una pestaña nueva)');
  });
});

describe('floating help button over the page', () => {
  /** Lays the help button out in the corner and says what lies under it; returns the way to change that. */
  function underTheButton(initial: Element[]) {
    let under = initial;
    const elementsFromPoint = vi.fn(() => under);
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: elementsFromPoint });
    onTestFinished(() => {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The help button is 52 px square; a product card is far bigger; anything else is a small control.
      if (this.classList.contains('help-button')) return new DOMRect(300, 700, 52, 52);
      if (this.dataset.card) return new DOMRect(0, 400, 180, 420);
      return new DOMRect(200, 690, 160, 46);
    });
    return async (next: Element[]) => {
      under = next;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    };
  }

  function controls() {
    const page = document.createElement('div');
    page.innerHTML =
      '<button type="button">Buscar repuestos</button><input aria-label="Dirección" />' +
      '<a href="/products/1" data-card="1"><span>Pastillas de freno</span></a><p>Texto</p>';
    document.body.append(page);
    onTestFinished(() => page.remove());
    const [button, input, card, text] = [...page.children];
    return { button, input, cardText: card.firstElementChild as Element, text };
  }

  it('steps aside while it would cover a button or a field, not for text or a corner of a big card', async () => {
    const page = controls();
    const moveTo = underTheButton([page.text]);
    renderWithProviders(<WhatsAppButton />);
    const help = await screen.findByRole('link', { name: /¿Necesitas ayuda\? Escríbenos por WhatsApp/ });
    await moveTo([page.text]);
    expect(help).not.toHaveClass('help-button--over-control');

    await moveTo([page.button, document.body]);
    expect(help).toHaveClass('help-button--over-control');

    await moveTo([page.input]);
    expect(help).toHaveClass('help-button--over-control');

    await moveTo([page.cardText, page.text]);
    expect(help).not.toHaveClass('help-button--over-control');
  });
});
