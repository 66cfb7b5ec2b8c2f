// ---------------------------------------------------------------------------
// The `imagenes` block of a product answer (storefront.md section 3), as the storefront's and the admin's product
// answers send it: five URL slots, imagenPrincipal then imagen2..imagen5.
// ---------------------------------------------------------------------------

const IMAGE_SLOTS = ['imagenPrincipal', 'imagen2', 'imagen3', 'imagen4', 'imagen5'] as const;

export type ProductImagesWire = Partial<Record<(typeof IMAGE_SLOTS)[number], string | null>>;

/** The URLs of the filled slots in slot order, trimmed, each with its slot number (1 for imagenPrincipal). */
export function filledImageSlots(images: ProductImagesWire | null | undefined): { slot: number; url: string }[] {
  return IMAGE_SLOTS.flatMap((name, index) => {
    const url = images?.[name]?.trim();
    return url ? [{ slot: index + 1, url }] : [];
  });
}
