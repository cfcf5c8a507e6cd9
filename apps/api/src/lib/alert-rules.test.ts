import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * deploy/prometheus/alerts.yml (decision 045) as Prometheus reads it: rule groups of alerts, each
 * with an expression, a severity the on-call rota knows and the words a person paged needs.
 * (`promtool check rules` checks the PromQL; it is not installed here. The API tier checks that
 * every metric the rules name is exposed: apps/api/test/metrics.test.ts.)
 */
interface Rule {
  alert?: unknown;
  expr?: unknown;
  for?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

const file = path.resolve(import.meta.dirname, '../../../../deploy/prometheus/alerts.yml');
const document = parse(fs.readFileSync(file, 'utf8')) as { groups?: { name?: unknown; rules?: Rule[] }[] };
const rules = (document.groups ?? []).flatMap((g) => g.rules ?? []);

describe('the alerting rules in deploy/prometheus/alerts.yml', () => {
  it('are groups of named rules, each group named once', () => {
    expect(Array.isArray(document.groups)).toBe(true);
    const names = (document.groups ?? []).map((g) => g.name);
    expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(rules.length).toBeGreaterThan(0);
  });

  it('each alert has a unique CamelCase name, an expression, a valid `for`, a severity and words for the person paged', () => {
    const alerts = rules.map((r) => r.alert);
    expect(new Set(alerts).size).toBe(alerts.length);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Ritrova[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr === 'string' && rule.expr.trim().length > 0, String(rule.alert)).toBe(true);
      if (rule.for !== undefined) expect(rule.for, String(rule.alert)).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket'], String(rule.alert)).toContain(rule.labels?.severity);
      expect(typeof rule.annotations?.summary === 'string' && typeof rule.annotations?.description === 'string', String(rule.alert)).toBe(true);
    }
  });

  it('page for what issue #25 names: 5xx rate, tag page p99, scan queue, failed payouts and refunds, database down, event-loop lag', () => {
    const paging = rules.filter((r) => r.labels?.severity === 'page').map((r) => String(r.expr));
    const pages = (pattern: RegExp) => paging.some((expr) => pattern.test(expr));
    expect(pages(/status_class="5xx"/)).toBe(true);
    expect(pages(/histogram_quantile\(0\.99[\s\S]*route="\/nfc\/verifica"/)).toBe(true);
    expect(pages(/histogram_quantile\(0\.99[\s\S]*route="\/api\/tags\/verify"/)).toBe(true);
    expect(pages(/ritrova_scan_writer_queue_depth \/ ritrova_scan_writer_queue_limit/)).toBe(true);
    expect(pages(/ritrova_payouts_overdue/)).toBe(true);
    expect(pages(/ritrova_job_failures_total\{queue="provider-refund"\}/)).toBe(true);
    expect(pages(/ritrova_dependency_up\{dependency="database"\}/)).toBe(true);
    expect(pages(/nodejs_eventloop_lag_p99_seconds/)).toBe(true);
  });
});
