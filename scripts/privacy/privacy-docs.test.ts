import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipientIds, retentionPolicy } from '../../packages/shared/src/retention-policy.ts';
import { isTable, privacyDocsFile, renderPrivacyDocs } from './privacy-docs.ts';

describe('docs/privacy.md, the operator’s record of processing', () => {
  const generated = renderPrivacyDocs();

  it('is what `npm run docs:privacy` generates from the retention table and its template', () => {
    expect(fs.existsSync(privacyDocsFile), 'docs/privacy.md is missing: run `npm run docs:privacy`').toBe(true);
    const committed = fs.readFileSync(privacyDocsFile, 'utf8');
    // NOTE: compared as text, so a failure shows the lines that differ.
    expect(committed, 'docs/privacy.md is out of date: run `npm run docs:privacy`').toBe(generated);
  });

  it('records every rule with every column it names, and every recipient', () => {
    for (const rule of retentionPolicy) {
      expect(generated, rule.id).toContain(`(\`${rule.id}\`)`);
      for (const [place, columns] of Object.entries(rule.data))
        for (const column of columns) {
          // A table's column as `table.column`; a place that is not a table (a folder, the process logs) with its items.
          const named = isTable(place, columns) ? `\`${place}.${column}\`` : `\`${place}\`: `;
          expect(generated, `${rule.id}: ${place} ${column}`).toContain(named);
          expect(generated, `${rule.id}: ${place} ${column}`).toContain(column);
        }
    }
    for (const id of recipientIds) expect(generated, id).toContain(`<a id="recipient-${id}"></a>`);
    expect(generated).not.toMatch(/\{\{\w+\}\}/);
  });
});
