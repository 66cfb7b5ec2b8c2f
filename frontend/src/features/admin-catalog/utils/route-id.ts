/** The numeric id of an edit route ('/admin/products/12/edit'), or null when the URL holds anything else. */
export function parseRouteId(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
