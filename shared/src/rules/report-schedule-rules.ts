import { validateEmailFormat, validateRequired } from './field-rules';
import type { FormErrors } from './form-rules';
import { ruleError } from './messages';

/*
 * A scheduled report's recipients: typed as one text, addresses separated by commas,
 * semicolons, spaces or new lines. The API checks the same limit (at most 20) and that each is a
 * member of the organisation.
 */

export const MAX_SCHEDULE_RECIPIENTS = 20;

/** The addresses of the recipients' text, trimmed, without blanks or repeats (case-insensitive). */
export function parseRecipients(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of String(text ?? '').split(/[\s,;]+/)) {
    const address = part.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
}

export type ReportScheduleValues = { recipients?: string | null };
export type ReportScheduleField = keyof ReportScheduleValues;

/**
 * At least one recipient, each a well-formed address, at most 20.
 * @example validateReportSchedule({ recipients: 'ann@x.test, bob@' }).recipients?.message // 'Enter a valid email address'
 */
export function validateReportSchedule(values: ReportScheduleValues): FormErrors<ReportScheduleField> {
  const addresses = parseRecipients(values.recipients);
  const error =
    validateRequired(addresses.length > 0 ? 'yes' : '') ??
    addresses.map((a) => validateEmailFormat(a)).find((e) => e !== null) ??
    (addresses.length > MAX_SCHEDULE_RECIPIENTS ? ruleError('validation.tooManyRecipients') : null);
  return error ? { recipients: error } : {};
}
