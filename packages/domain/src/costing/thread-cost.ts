/**
 * Cost of a thread for the order: packages to buy x price per package (CONSUMPTION.md
 * section 4; DESIGN.md section 6).
 *
 * @param packages - packages to buy N
 * @param pricePerPackage - price of one package, in the cost file's currency
 */
export function threadCost(packages: number, pricePerPackage: number): number {
  return packages * pricePerPackage;
}

/**
 * Average thread cost per garment: total cost / garments (CONSUMPTION.md section 4).
 *
 * @param totalCost - cost of all threads of the order, in the cost file's currency
 * @param garments - garments of the order, at least 1
 */
export function averageCostPerGarment(totalCost: number, garments: number): number {
  return totalCost / garments;
}
