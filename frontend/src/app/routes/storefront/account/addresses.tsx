import { PageTitle } from '@/components/ui/page-title';
import { AddressBook } from '@/features/addresses/components/address-book';

/** /account/addresses: saved addresses (create, edit, delete, default). */
export function AccountAddressesRoute() {
  return (
    <>
      <PageTitle page="Mis direcciones" />
      <div className="account-page__header">
        <h1 className="account-page__title">Mis direcciones</h1>
        <p className="account-page__subtitle">Las direcciones de despacho que usas en tus compras.</p>
      </div>
      <AddressBook />
    </>
  );
}
