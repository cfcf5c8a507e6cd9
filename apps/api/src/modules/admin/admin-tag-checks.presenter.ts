import type { AdminTagScan } from '@ritrova/shared';

/** About 100 m: enough to see where a tag was read, not which door. */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/** A scan for the admins: the scanner as "Nome I.", the position rounded. */
export function presentAdminTagScan(scan: {
  id: number;
  scanned_at: Date;
  result: string;
  authenticity: AdminTagScan['authenticity'];
  latitude: number | null;
  longitude: number | null;
  scanner_id: string | null;
  scanner_nome: string | null;
  scanner_cognome: string | null;
}): AdminTagScan {
  const initial = scan.scanner_cognome?.trim().charAt(0);
  return {
    id: Number(scan.id),
    scannedAt: scan.scanned_at.toISOString(),
    result: scan.result,
    authenticity: scan.authenticity,
    scanner: scan.scanner_id && scan.scanner_nome ? `${scan.scanner_nome}${initial ? ` ${initial.toUpperCase()}.` : ''}` : null,
    position:
      scan.latitude !== null && scan.longitude !== null ? { latitude: roundCoordinate(scan.latitude), longitude: roundCoordinate(scan.longitude) } : null,
  };
}
