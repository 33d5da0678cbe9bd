/**
 * One product's text as the upstream sends it in getProducts, in the ERP's field names (only what
 * the catalogue's tests need): a T-shirt with one size.
 */
export const productReplyText = (id: number, stock: number): string =>
  JSON.stringify({
    id,
    sku: `TS${id}`,
    name: `T-shirt ${id}`,
    price: 5.5,
    variation: [{ color: '01-Bianco', hexColor: 16777215, image: [], size: [{ name: 'M', IDArtSizeColor: id * 10, skuSizeColor: `TS${id}-M`, stock, preLis: 6.1 }] }],
  });
