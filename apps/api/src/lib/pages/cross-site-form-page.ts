import type { Language } from '@ritrova/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorLanguage } from './visitor-language.ts';

/**
 * The page a sighting form sent from another site gets (403, issue #24, decision 041). It is met
 * only by someone another page made post to Ritrova, so it says what happened and leads to the
 * bike's page, where the form works; a small document of its own (no app, no script), in the
 * visitor's language. Its texts live here in it/en/zh, as the mails' do.
 */
const texts: Record<Language, { title: string; heading: string; happened: string; next: string; back: string }> = {
  it: {
    title: 'Modulo non inviato — Ritrova',
    heading: 'Modulo non inviato',
    happened:
      'Questo modulo si può inviare solo dalla pagina di Ritrova: la richiesta è arrivata da un altro sito, quindi non abbiamo registrato nulla e il proprietario non è stato avvisato.',
    next: 'Se hai visto questa bicicletta, apri la sua pagina su Ritrova e invia la segnalazione da lì.',
    back: 'Apri la pagina della bici',
  },
  en: {
    title: 'Form not sent — Ritrova',
    heading: 'Form not sent',
    happened: 'This form can only be sent from Ritrova’s own page: the request came from another site, so nothing was recorded and the owner was not alerted.',
    next: 'If you have seen this bicycle, open its page on Ritrova and send the report from there.',
    back: 'Open the bike’s page',
  },
  zh: {
    title: '表单未发送 — Ritrova',
    heading: '表单未发送',
    happened: '此表单只能从 Ritrova 自己的页面发送：该请求来自其他网站，因此我们没有记录任何内容，也没有通知车主。',
    next: '如果您看到了这辆自行车，请在 Ritrova 上打开它的页面，并从那里发送报告。',
    back: '打开自行车页面',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The refusal page in `language`, linking to `backTo` (a path of this site: the form's own page). */
export function crossSiteFormPage(language: Language, backTo: string): string {
  const t = texts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.brand{font-weight:700;color:#15803d;margin:0 0 1.5rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
a.button{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;background:#15803d;color:#fff;border-radius:.5rem;font-weight:600;text-decoration:none}
a.button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">Ritrova</p>
<div class="card">
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.happened)}</p>
<p>${escapeHtml(t.next)}</p>
<a class="button" href="${escapeHtml(backTo)}">${escapeHtml(t.back)}</a>
</div>
</main>
</body>
</html>
`;
}

/** Answers a form post another site sent: 403 with the refusal page in the visitor's language, never kept by a cache. */
export function sendCrossSiteFormPage(request: FastifyRequest, reply: FastifyReply, backTo: string): FastifyReply {
  return reply
    .code(403)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(crossSiteFormPage(visitorLanguage(request), backTo));
}
