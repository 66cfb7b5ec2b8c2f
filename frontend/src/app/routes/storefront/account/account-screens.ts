// Entry point of the account chunk: the router loads the account layout and pages through this one dynamic
// import, so shoppers who never sign in do not download them.
import { AccountRoute } from './account';
import { AccountLayoutRoute } from './account-layout';
import { AccountAddressesRoute } from './addresses';
import { AccountOrdersRoute } from './orders';
import { AccountPasswordRoute } from './password';

export const accountScreens = {
  layout: AccountLayoutRoute,
  overview: AccountRoute,
  orders: AccountOrdersRoute,
  addresses: AccountAddressesRoute,
  password: AccountPasswordRoute,
};

export type AccountScreenName = keyof typeof accountScreens;
