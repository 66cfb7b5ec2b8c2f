import { useRef, type ReactNode } from 'react';

import { Deferred } from '@/components/ui/deferred';
import { useNavigationDisclosure } from '@/hooks/use-navigation-disclosure';

import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { WhatsAppButton } from './whatsapp-button';

import './storefront-layout.css';

const SIDE_MENU_ID = 'side-menu';

type StorefrontLayoutProps = {
  cartCount: number;
  /** Catalogue entries rendered inside the side menu when it opens. */
  sideMenuContent?: ReactNode;
  /** Search control of the header (defaults to the plain search box). */
  headerSearch?: ReactNode;
  /** The signed-in user's menu in the header (omitted when signed out). */
  userMenu?: ReactNode;
  /** Where the mobile menu's 'Mi Cuenta' goes. */
  accountHref?: string;
  /** The 'Mi garaje' button of the header. */
  headerGarage?: ReactNode;
  children: ReactNode;
};

export function StorefrontLayout({
  cartCount,
  sideMenuContent,
  headerSearch,
  userMenu,
  accountHref,
  headerGarage,
  children,
}: StorefrontLayoutProps) {
  const sideMenu = useNavigationDisclosure();
  const footerRef = useRef<HTMLElement>(null);

  return (
    <div className="storefront">
      <a className="skip-link" href="#main-content">
        Saltar al contenido principal
      </a>
      <Header
        cartCount={cartCount}
        sideMenuId={SIDE_MENU_ID}
        isSideMenuOpen={sideMenu.isOpen}
        onToggleSideMenu={sideMenu.toggle}
        search={headerSearch}
        userMenu={userMenu}
        accountHref={accountHref}
        garage={headerGarage}
      />
      <SideMenu id={SIDE_MENU_ID} open={sideMenu.isOpen} onClose={sideMenu.close}>
        {sideMenuContent}
      </SideMenu>
      <main id="main-content" className="storefront__main" tabIndex={-1}>
        {children}
      </main>
      {/* Below every page's content, and not in the server's markup: out of the first render (issue 22). */}
      <Deferred>
        <Footer ref={footerRef} />
        <WhatsAppButton footer={footerRef} />
      </Deferred>
    </div>
  );
}
