/** Whose part number an equivalent is: the vehicle maker's (OEM) or another parts maker's. */
export enum CrossReferenceKind {
  OEM = 'oem',
  AFTERMARKET = 'aftermarket',
}
