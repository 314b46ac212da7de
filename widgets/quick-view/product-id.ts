/** What Flatsome prints in `data-prod`: a product's id (15 digits at most: a number JavaScript holds exactly). */
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/** The product a quick-view link opens, or undefined where its `data-prod` is no product id (the island decides). */
export function productIdOf(host: Element): number | undefined {
  const id = host.getAttribute('data-prod')?.trim() ?? '';
  return PRODUCT_ID.test(id) ? Number(id) : undefined;
}
