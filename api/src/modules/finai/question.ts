/**
 * /finai: reads a question about the platform's money in plain words — English, French
 * or Spanish — into one of a few questions the database can answer, and the period it is about.
 * No model, no network: keywords and a small period grammar, so the same words always give the
 * same answer, and the page says which question it understood.
 */
export type Intent = 'revenueByLot' | 'revenueByMonth' | 'revenueByOwner' | 'failedPayments' | 'unpaidInvoices' | 'topCustomers';

export type Period = { from: Date; to: Date; label: string };

export type Understood = { intent: Intent; period: Period | null } | { intent: 'unknown'; period: null };

const has = (text: string, words: readonly string[]) => words.some((word) => text.includes(word));

const WORDS = {
  revenue: ['revenue', 'earn', 'income', 'sales', 'turnover', 'revenu', 'chiffre', 'ingreso', 'ganancia', 'venta'],
  lot: ['lot', 'parking', 'stationnement', 'estacionamiento', 'aparcamiento'],
  month: ['by month', 'per month', 'monthly', 'par mois', 'mensuel', 'por mes', 'mensual'],
  owner: ['owner', 'propriétaire', 'proprietaire', 'propietario', 'dueño'],
  failed: ['failed', 'declined', 'échou', 'echou', 'refus', 'fallid', 'rechaz'],
  payment: ['payment', 'paiement', 'pago'],
  unpaid: ['unpaid', 'overdue', 'outstanding', 'impayé', 'impaye', 'en retard', 'impag', 'pendiente', 'vencid'],
  invoice: ['invoice', 'facture', 'factura'],
  top: ['top', 'best', 'biggest', 'largest', 'meilleur', 'principaux', 'mejor', 'principales', 'mayores'],
  customer: ['customer', 'client', 'carrier', 'transporteur', 'cliente', 'transportista'],
} as const;

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'janvier', 'enero'],
  ['february', 'février', 'fevrier', 'febrero'],
  ['march', 'mars', 'marzo'],
  ['april', 'avril', 'abril'],
  ['may', 'mai', 'mayo'],
  ['june', 'juin', 'junio'],
  ['july', 'juillet', 'julio'],
  ['august', 'août', 'aout', 'agosto'],
  ['september', 'septembre', 'septiembre'],
  ['october', 'octobre', 'octubre'],
  ['november', 'novembre', 'noviembre'],
  ['december', 'décembre', 'decembre', 'diciembre'],
];

/** The period a question names, as a half-open UTC range [from, to); null when it names none. */
export function periodOf(text: string, now: Date): Period | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const month = (year: number, index: number): Period => ({ from: utc(year, index), to: utc(year, index + 1), label: iso(utc(year, index)).slice(0, 7) });
  if (has(text, ['last month', 'previous month', 'mois dernier', 'mois précédent', 'mes pasado', 'mes anterior'])) return month(y, m - 1);
  if (has(text, ['this month', 'ce mois', 'este mes'])) return month(y, m);
  if (has(text, ['last year', 'previous year', 'année dernière', 'annee derniere', 'año pasado', 'ano pasado']))
    return { from: utc(y - 1, 0), to: utc(y, 0), label: String(y - 1) };
  if (has(text, ['this year', 'cette année', 'cette annee', 'este año', 'este ano'])) return { from: utc(y, 0), to: utc(y + 1, 0), label: String(y) };
  // "last 30 days", "derniers 30 jours", "últimos 30 días", and French's usual "30 derniers jours".
  const days = /(?:last|past|derniers?|últimos|ultimos)\s+(\d{1,3})\s+(?:days|jours|días|dias)/.exec(text) ?? /(\d{1,3})\s+derniers\s+jours/.exec(text);
  if (days) {
    const from = new Date(now.getTime() - Number(days[1]) * 86_400_000);
    return { from, to: now, label: `${iso(from)} – ${iso(now)}` };
  }
  const yearMonth = /\b(20\d\d)-(0[1-9]|1[0-2])\b/.exec(text);
  if (yearMonth) return month(Number(yearMonth[1]), Number(yearMonth[2]) - 1);
  const named = MONTHS.findIndex((names) => names.some((name) => new RegExp(`\\b${name}\\b`).test(text)));
  if (named >= 0) {
    const year = /\b(20\d\d)\b/.exec(text);
    // A month without a year is the last one of that name that has begun.
    return month(year ? Number(year[1]) : named <= m ? y : y - 1, named);
  }
  const yearOnly = /\b(20\d\d)\b/.exec(text);
  if (yearOnly) return { from: utc(Number(yearOnly[1]), 0), to: utc(Number(yearOnly[1]) + 1, 0), label: yearOnly[1] };
  return null;
}

/** Which question this is, and about which period. */
export function understand(question: string, now: Date): Understood {
  const text = question.toLowerCase().normalize('NFC');
  const period = periodOf(text, now);
  if (has(text, WORDS.unpaid) || (has(text, WORDS.invoice) && has(text, ['open', 'due', 'ouvert', 'abiert']))) return { intent: 'unpaidInvoices', period };
  if (has(text, WORDS.failed) && (has(text, WORDS.payment) || !has(text, WORDS.invoice))) return { intent: 'failedPayments', period };
  if (has(text, WORDS.top) && has(text, WORDS.customer)) return { intent: 'topCustomers', period };
  if (has(text, WORDS.revenue) || has(text, WORDS.customer)) {
    if (has(text, WORDS.month)) return { intent: 'revenueByMonth', period };
    if (has(text, WORDS.owner)) return { intent: 'revenueByOwner', period };
    if (has(text, WORDS.customer)) return { intent: 'topCustomers', period };
    return { intent: 'revenueByLot', period };
  }
  return { intent: 'unknown', period: null };
}
