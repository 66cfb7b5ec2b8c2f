/** How the account signs in; the wire name is proveedorAuth. */
export enum AuthProvider {
  EMAIL = 'EMAIL',
  GOOGLE = 'GOOGLE',
}
