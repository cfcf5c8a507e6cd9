import { HUNTER_SHARE_PERCENT, type Language, SERVICE_FEE_PERCENT, sightingAlerts } from '@ritrova/shared';
import type { MailMessage } from '../lib/mailer.ts';
import { rewardWording } from '../lib/reward-wording.ts';

/**
 * The texts of every mail the product sends, in Italian, English and Chinese.
 * Each template takes the recipient's first name and the link to follow.
 */
export interface LinkMailParams {
  nome: string;
  link: string;
  /** The bike a transfer offers, as "Brand Model “Name”". */
  bike?: string;
  /** An amount already formatted in the recipient's language by formatMoney, e.g. "130 €". */
  amount?: string;
  /** A date already formatted in the recipient's language. */
  date?: string;
  /** The address of whoever wrote a contact message: shown to support, and where its answer goes. */
  replyTo?: string;
  /** The text of a contact message, quoted as its sender wrote it. */
  message?: string;
  /** The shop that sold a tag (its account's name). */
  shop?: string;
  /** A place as Hunters may know it: the municipality nearest a theft's approximate point, e.g. "Milano (MI)". */
  place?: string;
  /** How many sightings one grouped mail tells (at least 1). */
  count?: number;
  /** A distance already formatted in the recipient's language, e.g. "3,4 km". */
  distance?: string;
}

/** Facts of the operator the mails quote, from the configuration (SUPPORT_EMAIL), never written in a text. */
export interface MailFacts {
  supportAddress: string;
}

/** Spec §9: support answers within 24 hours; the contact page, the FAQ and the acknowledgement all say so. */
export const SUPPORT_REPLY_HOURS = 24;

type Texts = {
  subject: string | ((p: LinkMailParams) => string);
  greeting: (nome: string) => string;
  body: string | ((p: LinkMailParams, facts: MailFacts) => string);
  action: string;
  footer: string | ((facts: MailFacts) => string);
};

const verification: Record<Language, Texts> = {
  it: {
    subject: 'Conferma il tuo indirizzo email — Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: 'grazie per la registrazione su Ritrova. Conferma il tuo indirizzo email aprendo questo link (valido 48 ore):',
    action: 'Conferma email',
    footer: 'Se non hai creato tu questo account, ignora questo messaggio.',
  },
  en: {
    subject: 'Confirm your email address — Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: 'thank you for signing up to Ritrova. Confirm your email address by opening this link (valid for 48 hours):',
    action: 'Confirm email',
    footer: 'If you did not create this account, ignore this message.',
  },
  zh: {
    subject: '确认您的电子邮件地址 — Ritrova',
    greeting: (n) => `${n}，您好：`,
    body: '感谢您注册 Ritrova。请打开以下链接确认您的电子邮件地址（48 小时内有效）：',
    action: '确认电子邮件',
    footer: '如果您没有创建此账户，请忽略此邮件。',
  },
};

const passwordReset: Record<Language, Texts> = {
  it: {
    subject: 'Reimposta la tua password — Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Apri questo link per sceglierne una nuova (valido 1 ora):',
    action: 'Reimposta password',
    footer: 'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
  },
  en: {
    subject: 'Reset your password — Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: 'we received a request to reset the password of your account. Open this link to choose a new one (valid for 1 hour):',
    action: 'Reset password',
    footer: 'If you did not ask to reset your password, ignore this message: your current password stays valid.',
  },
  zh: {
    subject: '重置您的密码 — Ritrova',
    greeting: (n) => `${n}，您好：`,
    body: '我们收到了重置您账户密码的请求。请打开以下链接设置新密码（1 小时内有效）：',
    action: '重置密码',
    footer: '如果您没有申请重置密码，请忽略此邮件：您当前的密码仍然有效。',
  },
};

const bikeTransfer: Record<Language, Texts> = {
  it: {
    subject: 'Ti è stata trasferita una bicicletta — Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: (p) =>
      `il proprietario di una bicicletta registrata su Ritrova (${p.bike}) vuole trasferirla a te. Se accetti, la bici, i suoi tag, le foto e lo storico della manutenzione passano al tuo account. Apri il link per accettare o rifiutare (valido 14 giorni; se non hai un account potrai crearne uno):`,
    action: 'Vedi il trasferimento',
    footer: 'Se non aspettavi questo trasferimento, puoi rifiutarlo o ignorare questo messaggio.',
  },
  en: {
    subject: 'A bicycle has been transferred to you — Ritrova',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (p) =>
      `the owner of a bicycle registered on Ritrova (${p.bike}) wants to transfer it to you. If you accept, the bike, its tags, photos and maintenance history move to your account. Open the link to accept or decline (valid for 14 days; you can create an account if you do not have one):`,
    action: 'See the transfer',
    footer: 'If you were not expecting this transfer, you can decline it or ignore this message.',
  },
  zh: {
    subject: '有一辆自行车要转让给您 — Ritrova',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (p) =>
      `一辆在 Ritrova 登记的自行车（${p.bike}）的车主希望将其转让给您。接受后，这辆车及其标签、照片和保养记录将转入您的账户。请打开以下链接接受或拒绝（14 天内有效；如果您还没有账户，可以先注册）：`,
    action: '查看转让',
    footer: '如果您没有预料到此次转让，可以拒绝或忽略此邮件。',
  },
};

const sightingAlert: Record<Language, Texts> = {
  it: {
    subject: 'Nuovo avvistamento della tua bici — Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: (p) => `qualcuno ha appena segnalato la tua bicicletta rubata (${p.bike}). Apri il link per vedere dove e quando:`,
    action: 'Vedi l’avvistamento',
    footer: 'Non affrontare mai chi ha la bici: se la ritrovi, contatta le forze dell’ordine (112).',
  },
  en: {
    subject: 'New sighting of your bike — Ritrova',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (p) => `someone has just reported your stolen bicycle (${p.bike}). Open the link to see where and when:`,
    action: 'See the sighting',
    footer: 'Never confront whoever has the bike: if you find it, call the police (112).',
  },
  zh: {
    subject: '您的自行车有新的目击报告 — Ritrova',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (p) => `有人刚刚报告看到了您被盗的自行车（${p.bike}）。请打开链接查看时间和地点：`,
    action: '查看目击报告',
    footer: '切勿与持有自行车的人正面冲突：如果找到自行车，请报警（112）。',
  },
};

/**
 * The sightings of a bike collected in a mail window (issue #24, decision 041): one mail saying how many,
 * at the window's end (or at once, when the previous window ended before its mail went).
 */
const sightingDigest: Record<Language, Texts> = {
  it: {
    subject: (p) => (p.count === 1 ? '1 nuovo avvistamento della tua bici — Ritrova' : `${p.count} nuovi avvistamenti della tua bici — Ritrova`),
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: (p) =>
      `dalla nostra ultima email la tua bicicletta rubata (${p.bike}) è stata segnalata ${p.count === 1 ? "un'altra volta" : `altre ${p.count} volte`}. Per non riempirti la casella raccogliamo gli avvistamenti in una sola email ogni ${sightingAlerts.mailWindowMinutes} minuti al massimo. Apri il link per vedere dove e quando:`,
    action: 'Vedi gli avvistamenti',
    footer: 'Non affrontare mai chi ha la bici: se la ritrovi, contatta le forze dell’ordine (112).',
  },
  en: {
    subject: (p) => (p.count === 1 ? '1 new sighting of your bike — Ritrova' : `${p.count} new sightings of your bike — Ritrova`),
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (p) =>
      `since our last e-mail your stolen bicycle (${p.bike}) has been reported ${p.count === 1 ? 'once more' : `${p.count} more times`}. So as not to fill your inbox, we gather sightings into one e-mail at most every ${sightingAlerts.mailWindowMinutes} minutes. Open the link to see where and when:`,
    action: 'See the sightings',
    footer: 'Never confront whoever has the bike: if you find it, call the police (112).',
  },
  zh: {
    subject: (p) => `您的自行车有 ${p.count} 条新的目击报告 — Ritrova`,
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (p) =>
      `自我们上一封邮件以来，您被盗的自行车（${p.bike}）又被报告了 ${p.count} 次。为避免塞满您的收件箱，我们最多每 ${sightingAlerts.mailWindowMinutes} 分钟将目击报告汇总成一封邮件。请打开链接查看时间和地点：`,
    action: '查看目击报告',
    footer: '切勿与持有自行车的人正面冲突：如果找到自行车，请报警（112）。',
  },
};

const rewardExpiryNotice: Record<Language, Texts> = {
  it: {
    subject: 'La ricompensa per la tua bici scade tra 30 giorni — Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: (p) =>
      `la tua bicicletta (${p.bike}) non è ancora stata ritrovata. Come previsto dai termini, il ${p.date} saranno passati 12 mesi dalla denuncia: ti rimborseremo automaticamente il ${HUNTER_SHARE_PERCENT}% della ricompensa (${p.amount}), il ${SERVICE_FEE_PERCENT}% resta a Ritrova come commissione di servizio. Se la bici viene ritrovata prima, la ricompensa va all'Hunter che l'ha riportata.`,
    action: 'Vedi la tua bici',
    footer: 'Non devi fare nulla: il rimborso arriva sullo stesso metodo di pagamento.',
  },
  en: {
    subject: 'The reward for your bike expires in 30 days — Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: (p) =>
      `your bicycle (${p.bike}) has not been recovered yet. As the terms say, on ${p.date} it will be 12 months since the report: we will automatically refund you ${HUNTER_SHARE_PERCENT}% of the reward (${p.amount}); Ritrova keeps ${SERVICE_FEE_PERCENT}% as its service fee. If the bike is recovered before then, the reward goes to the Hunter who returned it.`,
    action: 'See your bike',
    footer: 'You do not need to do anything: the refund goes back to the same payment method.',
  },
  zh: {
    subject: '您自行车的奖励将在 30 天后到期 — Ritrova',
    greeting: (n) => `${n}，您好：`,
    body: (p) =>
      `您的自行车（${p.bike}）尚未找回。按照条款，到 ${p.date} 报案将满 12 个月：我们将自动退还奖励的 ${HUNTER_SHARE_PERCENT}%（${p.amount}），${SERVICE_FEE_PERCENT}% 作为服务费由 Ritrova 保留。如果在此之前找回自行车，奖励将归还车的猎人所有。`,
    action: '查看您的自行车',
    footer: '您无需进行任何操作：退款将退回原支付方式。',
  },
};

const rewardRefunded: Record<Language, Texts> = {
  it: {
    subject: 'Rimborso della ricompensa — Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: (p) => `abbiamo avviato il rimborso di ${p.amount} per la ricompensa della tua bicicletta (${p.bike}), sullo stesso metodo di pagamento.`,
    action: 'Vedi la tua bici',
    footer: 'Il rimborso può richiedere alcuni giorni lavorativi per comparire sul tuo conto.',
  },
  en: {
    subject: 'Reward refund — Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: (p) => `we have started the refund of ${p.amount} for the reward on your bicycle (${p.bike}), to the same payment method.`,
    action: 'See your bike',
    footer: 'The refund may take a few business days to appear on your account.',
  },
  zh: {
    subject: '奖励退款 — Ritrova',
    greeting: (n) => `${n}，您好：`,
    body: (p) => `我们已将您自行车（${p.bike}）奖励中的 ${p.amount} 退回原支付方式。`,
    action: '查看您的自行车',
    footer: '退款可能需要几个工作日才会到账。',
  },
};

const newMessage: Record<Language, Texts> = {
  it: {
    subject: 'Nuovo messaggio su Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: (p) => `hai un nuovo messaggio riguardo alla bicicletta ${p.bike}. Per la tua sicurezza i messaggi passano da Ritrova: rispondi dal link.`,
    action: 'Leggi il messaggio',
    footer: 'Non pagare e non chiedere mai denaro fuori da Ritrova: le ricompense si pagano solo tramite Ritrova.',
  },
  en: {
    subject: 'New message on Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: (p) => `you have a new message about the bicycle ${p.bike}. For your safety messages go through Ritrova: reply from the link.`,
    action: 'Read the message',
    footer: 'Never pay or ask for money outside Ritrova: rewards are paid only through Ritrova.',
  },
  zh: {
    subject: 'Ritrova 上的新消息',
    greeting: (n) => `${n}，您好：`,
    body: (p) => `您收到一条关于自行车 ${p.bike} 的新消息。为了您的安全，消息通过 Ritrova 转发：请通过链接回复。`,
    action: '阅读消息',
    footer: '切勿在 Ritrova 之外付款或索要钱款：奖励只通过 Ritrova 支付。',
  },
};

/** Issue #27: the owner answered an anonymous finder who agreed to be contacted; the link opens the conversation (30 days). */
const finderReply: Record<Language, Texts> = {
  it: {
    subject: 'Il proprietario della bici ti ha risposto su Ritrova',
    greeting: () => 'Ciao,',
    body: (p) =>
      `hai segnalato la bicicletta rubata ${p.bike} e hai accettato di essere contattato. Il proprietario ti ha scritto tramite Ritrova: leggi il messaggio e rispondi dal link, senza account (vale 30 giorni). Lui non vede il tuo indirizzo email, tu non vedi il suo.`,
    action: 'Leggi e rispondi',
    footer: 'Non affrontare nessuno e non pagare né chiedere mai denaro fuori da Ritrova. Se non vuoi più messaggi, ignora questa mail.',
  },
  en: {
    subject: 'The owner of the bike answered you on Ritrova',
    greeting: () => 'Hello,',
    body: (p) =>
      `you reported the stolen bicycle ${p.bike} and agreed to be contacted. The owner wrote to you through Ritrova: read the message and answer from the link, no account needed (valid for 30 days). They do not see your e-mail address, nor you theirs.`,
    action: 'Read and answer',
    footer: 'Do not confront anyone, and never pay or ask for money outside Ritrova. If you want no more messages, ignore this mail.',
  },
  zh: {
    subject: '自行车车主在 Ritrova 上回复了您',
    greeting: () => '您好：',
    body: (p) =>
      `您报告了失窃自行车 ${p.bike} 并同意被联系。车主通过 Ritrova 给您写了消息：请通过链接阅读并回复，无需账户（30 天内有效）。车主看不到您的电子邮件地址，您也看不到车主的。`,
    action: '阅读并回复',
    footer: '不要与任何人对峙，切勿在 Ritrova 之外付款或索要钱款。如果不想再收到消息，请忽略此邮件。',
  },
};

const rewardReleased: Record<Language, Texts> = {
  it: {
    subject: 'Hai ricevuto una ricompensa — Ritrova',
    greeting: (n) => `Ciao ${n},`,
    body: (p) =>
      `grazie! Il proprietario ha confermato che hai riportato la bicicletta ${p.bike}. La tua ricompensa di ${p.amount} ti sarà pagata entro il ${p.date}.`,
    action: 'Vedi le tue ricompense',
    footer: 'Controlla di aver indicato un IBAN o un indirizzo PayPal nell’area Hunter.',
  },
  en: {
    subject: 'You have earned a reward — Ritrova',
    greeting: (n) => `Hi ${n},`,
    body: (p) => `thank you! The owner confirmed that you returned the bicycle ${p.bike}. Your reward of ${p.amount} will be paid by ${p.date}.`,
    action: 'See your rewards',
    footer: 'Make sure you have entered an IBAN or a PayPal address in the Hunter area.',
  },
  zh: {
    subject: '您获得了一笔奖励 — Ritrova',
    greeting: (n) => `${n}，您好：`,
    body: (p) => `谢谢！车主已确认是您归还了自行车 ${p.bike}。您的奖励 ${p.amount} 将在 ${p.date} 前支付。`,
    action: '查看您的奖励',
    footer: '请确认您已在猎人区填写 IBAN 或 PayPal 地址。',
  },
};

const inactivityWarning: Record<Language, Texts> = {
  it: {
    subject: 'Il tuo account Ritrova è inattivo da 2 anni',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: 'non accedi a Ritrova da 24 mesi. Come previsto dai termini, un account inattivo può essere chiuso, e dopo 3 anni di inattività viene eliminato con i suoi dati. Per tenerlo basta accedere dal link:',
    action: 'Accedi a Ritrova',
    footer: 'Se non ti serve più, puoi anche eliminarlo tu dalle impostazioni, dopo aver scaricato i tuoi dati.',
  },
  en: {
    subject: 'Your Ritrova account has been inactive for 2 years',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: 'you have not signed in to Ritrova for 24 months. As the terms say, an inactive account may be closed, and after 3 years of inactivity it is deleted with its data. To keep it, just sign in from the link:',
    action: 'Sign in to Ritrova',
    footer: 'If you no longer need it, you can also delete it yourself from the settings, after downloading your data.',
  },
  zh: {
    subject: '您的 Ritrova 账户已有 2 年未使用',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: '您已有 24 个月没有登录 Ritrova。按照条款，不活跃的账户可能会被关闭，不活跃满 3 年的账户将连同其数据一并删除。如需保留，只需通过以下链接登录：',
    action: '登录 Ritrova',
    footer: '如果您不再需要该账户，也可以在下载您的数据后，在设置中自行删除。',
  },
};

const twoFactorEnabled: Record<Language, Texts> = {
  it: {
    subject: 'Verifica in due passaggi attivata — Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: "la verifica in due passaggi è ora attiva sul tuo account: a ogni accesso ti chiederemo anche il codice dell'app di autenticazione. Le altre sessioni sono state chiuse. Conserva i codici di recupero in un posto sicuro. Puoi gestirla dalle impostazioni:",
    action: 'Impostazioni di sicurezza',
    footer: (f) => `Se non hai fatto tu questa modifica, reimposta subito la password e scrivi a ${f.supportAddress}.`,
  },
  en: {
    subject: 'Two-factor sign-in turned on — Ritrova',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: 'two-factor sign-in is now on for your account: every sign-in will also ask for the code of your authenticator app. Your other sessions were ended. Keep the recovery codes somewhere safe. You can manage it from the settings:',
    action: 'Security settings',
    footer: (f) => `If this was not you, reset your password at once and write to ${f.supportAddress}.`,
  },
  zh: {
    subject: '两步验证已开启 — Ritrova',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: '您的账户已开启两步验证：今后每次登录都需要输入身份验证器应用中的验证码。您的其他会话已结束。请将恢复码保存在安全的地方。您可以在设置中管理：',
    action: '安全设置',
    footer: (f) => `如果这不是您本人的操作，请立即重置密码并发送邮件至 ${f.supportAddress}。`,
  },
};

const twoFactorDisabled: Record<Language, Texts> = {
  it: {
    subject: 'Verifica in due passaggi disattivata — Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: 'la verifica in due passaggi è stata disattivata sul tuo account: per accedere basta di nuovo la password (o Google). Puoi riattivarla dalle impostazioni:',
    action: 'Impostazioni di sicurezza',
    footer: (f) => `Se non hai fatto tu questa modifica, reimposta subito la password e scrivi a ${f.supportAddress}.`,
  },
  en: {
    subject: 'Two-factor sign-in turned off — Ritrova',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: 'two-factor sign-in was turned off for your account: the password (or Google) alone signs in again. You can turn it back on from the settings:',
    action: 'Security settings',
    footer: (f) => `If this was not you, reset your password at once and write to ${f.supportAddress}.`,
  },
  zh: {
    subject: '两步验证已关闭 — Ritrova',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: '您的账户已关闭两步验证：现在仅凭密码（或 Google）即可登录。您可以在设置中重新开启：',
    action: '安全设置',
    footer: (f) => `如果这不是您本人的操作，请立即重置密码并发送邮件至 ${f.supportAddress}。`,
  },
};

/** A shop activated a tag at sale for an address with no account yet: the tag waits for the sign-up. */
const shopTagInvitation: Record<Language, Texts> = {
  it: {
    subject: 'Il tuo tag Ritrova ti aspetta',
    greeting: () => 'Ciao,',
    body: (p) =>
      `${p.shop ?? 'Un negozio'} ha attivato per te un tag antifurto Ritrova. Crea il tuo account con questo indirizzo email: appena lo confermi, il tag sarà tuo e potrai metterlo sulla tua bicicletta.`,
    action: 'Crea il tuo account',
    footer: 'Se non hai acquistato un tag Ritrova, ignora questo messaggio.',
  },
  en: {
    subject: 'Your Ritrova tag is waiting for you',
    greeting: () => 'Hi,',
    body: (p) =>
      `${p.shop ?? 'A shop'} activated a Ritrova anti-theft tag for you. Create your account with this email address: as soon as you confirm it, the tag is yours and you can put it on your bike.`,
    action: 'Create your account',
    footer: 'If you did not buy a Ritrova tag, ignore this message.',
  },
  zh: {
    subject: '您的 Ritrova 标签正在等您',
    greeting: () => '您好：',
    body: (p) => `${p.shop ?? '一家商店'}为您激活了一个 Ritrova 防盗标签。请使用此电子邮件地址创建账户：确认地址后，标签即归您所有，您可以将它装到自行车上。`,
    action: '创建账户',
    footer: '如果您没有购买 Ritrova 标签，请忽略此邮件。',
  },
};

/** A shop activated a tag at sale for an existing account: the tag is already on it. */
const shopTagActivated: Record<Language, Texts> = {
  it: {
    subject: 'Un nuovo tag è sul tuo account Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: (p) => `${p.shop ?? 'Un negozio'} ha attivato per te un tag antifurto Ritrova: lo trovi già nel tuo account, pronto da associare a una bicicletta.`,
    action: 'Vai alla dashboard',
    footer: (f) => `Se non hai acquistato un tag Ritrova, scrivi a ${f.supportAddress}.`,
  },
  en: {
    subject: 'A new tag is on your Ritrova account',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (p) => `${p.shop ?? 'A shop'} activated a Ritrova anti-theft tag for you: it is already on your account, ready to be put on a bike.`,
    action: 'Go to the dashboard',
    footer: (f) => `If you did not buy a Ritrova tag, write to ${f.supportAddress}.`,
  },
  zh: {
    subject: '您的 Ritrova 账户中有一个新标签',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (p) => `${p.shop ?? '一家商店'}为您激活了一个 Ritrova 防盗标签：它已在您的账户中，可以关联到自行车。`,
    action: '前往控制面板',
    footer: (f) => `如果您没有购买 Ritrova 标签，请发送邮件至 ${f.supportAddress}。`,
  },
};

/** A newly funded theft in a Hunter's area (at most one such mail a day): the place, never the point; the owner, never. */
const huntNearby: Record<Language, Texts> = {
  it: {
    subject: 'Nuova caccia vicino a te — Ritrova',
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    body: (p) =>
      `${p.bike ?? 'una bici'} è stata rubata a ${p.distance ?? ''} da te, a ${p.place ?? 'te'}. ${rewardWording.it.headline(p.amount ?? '')}. ${rewardWording.it.held}. Apri la caccia per vedere la bici e la zona:`,
    action: 'Apri la caccia',
    footer: 'Ti scriviamo al massimo una volta al giorno; le altre cacce di oggi le trovi nell’app. Puoi cambiare o togliere la tua zona dall’Area Hunter.',
  },
  en: {
    subject: 'New hunt near you — Ritrova',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (p) =>
      `${p.bike ?? 'a bike'} was stolen ${p.distance ?? ''} from you, in ${p.place ?? 'your area'}. ${rewardWording.en.headline(p.amount ?? '')}. ${rewardWording.en.held}. Open the hunt to see the bike and the area:`,
    action: 'Open the hunt',
    footer: 'We write at most once a day; today’s other hunts are in the app. You can change or remove your area from the Hunter area.',
  },
  zh: {
    subject: '您附近有新的寻车任务 — Ritrova',
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (p) =>
      `${p.bike ?? '一辆自行车'}在${p.place ?? '您的区域'}被盗，距您 ${p.distance ?? ''}。${rewardWording.zh.headline(p.amount ?? '')}。${rewardWording.zh.held}。打开任务查看自行车和区域：`,
    action: '打开寻车任务',
    footer: '我们每天最多发送一封此类邮件；今天的其他任务请在应用中查看。您可以在猎人专区更改或删除您的区域。',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function render(texts: Texts, to: string, params: LinkMailParams, facts: MailFacts): MailMessage {
  const { nome, link } = params;
  const body = typeof texts.body === 'function' ? texts.body(params, facts) : texts.body;
  const footer = typeof texts.footer === 'function' ? texts.footer(facts) : texts.footer;
  const text = `${texts.greeting(nome)}\n\n${body}\n\n${link}\n\n${footer}\n\n— Ritrova\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(texts.greeting(nome))}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p><p>— Ritrova</p></body></html>`;
  const subject = typeof texts.subject === 'function' ? texts.subject(params) : texts.subject;
  return { to, subject, text, html };
}

/** The contact-form mails carry no action button: support answers by replying, the sender waits. */
type ContactTexts = { subject: (name: string) => string; intro: string; labels: { name: string; email: string; message: string } };

const contactToSupport: Record<Language, ContactTexts> = {
  it: {
    subject: (name) => `Modulo contatti: messaggio da ${name}`,
    intro: 'È arrivato un messaggio dal modulo contatti del sito. Rispondi a questa mail per scrivere direttamente al mittente.',
    labels: { name: 'Nome', email: 'Email', message: 'Messaggio' },
  },
  en: {
    subject: (name) => `Contact form: message from ${name}`,
    intro: 'A message arrived through the contact form of the website. Reply to this mail to write to the sender directly.',
    labels: { name: 'Name', email: 'Email', message: 'Message' },
  },
  zh: {
    subject: (name) => `联系表单：来自 ${name} 的消息`,
    intro: '网站的联系表单收到一条消息。直接回复此邮件即可联系发件人。',
    labels: { name: '姓名', email: '电子邮件', message: '消息' },
  },
};

/**
 * NOTE: the acknowledgement repeats nothing the sender typed (not even the name):
 * anyone can enter someone else's address, and the form must not become a way to
 * mail arbitrary text to a third party.
 */
const contactAcknowledgement: Record<Language, Texts> = {
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio — Ritrova',
    greeting: () => 'Ciao,',
    body: (_p, f) =>
      `grazie per averci scritto: abbiamo ricevuto il tuo messaggio e ti risponderemo entro ${SUPPORT_REPLY_HOURS} ore da ${f.supportAddress}. Nel frattempo, molte risposte sono già nelle domande frequenti:`,
    action: 'Leggi le domande frequenti',
    footer: 'Se non hai scritto tu a Ritrova, ignora questo messaggio.',
  },
  en: {
    subject: 'We have received your message — Ritrova',
    greeting: () => 'Hi,',
    body: (_p, f) =>
      `thank you for writing to us: we have received your message and will answer within ${SUPPORT_REPLY_HOURS} hours from ${f.supportAddress}. In the meantime, many answers are already in the frequently asked questions:`,
    action: 'Read the FAQ',
    footer: 'If you did not write to Ritrova, ignore this message.',
  },
  zh: {
    subject: '我们已收到您的消息 — Ritrova',
    greeting: () => '您好：',
    body: (_p, f) =>
      `感谢您的来信：我们已收到您的消息，将在 ${SUPPORT_REPLY_HOURS} 小时内通过 ${f.supportAddress} 回复。在此期间，许多问题的答案已在常见问题中：`,
    action: '查看常见问题',
    footer: '如果您没有给 Ritrova 写信，请忽略此邮件。',
  },
};

/** A contact message for support: who wrote it and what, with Reply-To set to the sender. */
function renderContactToSupport(texts: ContactTexts, to: string, params: LinkMailParams): MailMessage {
  // NOTE: the name comes from a public form; one line of it, whatever it holds, goes in the subject.
  const name = params.nome.replace(/\s+/g, ' ').trim();
  const email = params.replyTo ?? '';
  const message = params.message ?? '';
  const { labels } = texts;
  const text = `${texts.intro}\n\n${labels.name}: ${name}\n${labels.email}: ${email}\n\n${labels.message}:\n${message}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(texts.intro)}</p>
<p><strong>${escapeHtml(labels.name)}:</strong> ${escapeHtml(name)}<br><strong>${escapeHtml(labels.email)}:</strong> ${escapeHtml(email)}</p>
<p><strong>${escapeHtml(labels.message)}:</strong></p>
<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #15803d;white-space:pre-wrap">${escapeHtml(message)}</blockquote>
</body></html>`;
  return { to, subject: texts.subject(name), text, html, ...(email ? { replyTo: email } : {}) };
}

export const mailTemplates = {
  /** The mail with the link that confirms a new account's address. */
  emailVerification: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(verification[language], to, params, facts),
  /** The mail with the link that sets a new password. */
  passwordReset: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(passwordReset[language], to, params, facts),
  /** The mail offering a bike to a new owner. */
  bikeTransfer: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(bikeTransfer[language], to, params, facts),
  /** The alert to an owner that their stolen bike was seen. */
  sightingAlert: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(sightingAlert[language], to, params, facts),
  /** Several sightings of a bike in one mail (`count`): at a mail window's end. */
  sightingDigest: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(sightingDigest[language], to, params, facts),
  rewardExpiryNotice: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(rewardExpiryNotice[language], to, params, facts),
  rewardRefunded: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(rewardRefunded[language], to, params, facts),
  rewardReleased: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(rewardReleased[language], to, params, facts),
  newMessage: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(newMessage[language], to, params, facts),
  /** The owner's message to an anonymous finder (`bike`): the link to the conversation, without an account. */
  finderReply: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(finderReply[language], to, params, facts),
  inactivityWarning: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(inactivityWarning[language], to, params, facts),
  /** Security notices: the second factor of the account was turned on or off. */
  twoFactorEnabled: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(twoFactorEnabled[language], to, params, facts),
  twoFactorDisabled: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(twoFactorDisabled[language], to, params, facts),
  /** A contact-form message for support (`nome`, `replyTo`, `message`); replies go to the sender. */
  contactToSupport: (language: Language, to: string, params: LinkMailParams, _facts: MailFacts) =>
    renderContactToSupport(contactToSupport[language], to, params),
  /** The sender's receipt of a contact-form message, with a link to the FAQ. */
  contactAcknowledgement: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) =>
    render(contactAcknowledgement[language], to, params, facts),
  /** A shop's sale to an address without an account (`shop`): sign up with it to receive the tag. */
  shopTagInvitation: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(shopTagInvitation[language], to, params, facts),
  /** A newly funded theft near a Hunter (`place`, `amount`: their share), at most once a day. */
  huntNearby: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(huntNearby[language], to, params, facts),
  /** A shop's sale to an existing account (`shop`): the tag is already on it. */
  shopTagActivated: (language: Language, to: string, params: LinkMailParams, facts: MailFacts) => render(shopTagActivated[language], to, params, facts),
};
export type MailTemplate = keyof typeof mailTemplates;
