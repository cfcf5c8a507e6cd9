// The public surface of the shops module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of shops/ (scripts/architecture/module-surface.ts).
// Shops: their tags, activation at sale, owners' consent to maintenance records, tag programming from the phone (decision 062).
export { forgetConsentsGrantedBy } from './maintenance-consent.service.ts';
export { consentsGrantedByPerson, purchasesOfPerson } from './personal-data.repository.ts';
export { claimShopSales, clearSaleAddresses, forgetSaleAddress } from './shop-sale.service.ts';
