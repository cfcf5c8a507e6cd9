import type { PublicConfig } from '@ritrova/shared';

export type CompanyFactKey = 'name' | 'vat' | 'address';

/**
 * The company facts the legal pages list, in order, from the configuration: a fact
 * the operator has not configured (the address) is left out, never shown as a
 * placeholder.
 */
export function companyFacts(company: PublicConfig['company']): { key: CompanyFactKey; value: string }[] {
  const facts: { key: CompanyFactKey; value: string | undefined }[] = [
    { key: 'name', value: company.name },
    { key: 'vat', value: company.vat },
    { key: 'address', value: company.address },
  ];
  return facts.filter((fact): fact is { key: CompanyFactKey; value: string } => Boolean(fact.value?.trim()));
}
