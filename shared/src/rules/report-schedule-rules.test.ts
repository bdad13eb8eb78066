import { MAX_SCHEDULE_RECIPIENTS, parseRecipients, validateReportSchedule } from './report-schedule-rules';

describe('scheduled report recipients', () => {
  it('reads addresses separated by commas, semicolons, spaces or lines, without blanks or repeats', () => {
    expect(parseRecipients(' ann@x.test, bob@x.test;\nANN@x.test  carl@x.test ,, ')).toEqual(['ann@x.test', 'bob@x.test', 'carl@x.test']);
    expect(parseRecipients('')).toEqual([]);
  });

  it('asks for at least one, refuses a malformed one, and more than 20', () => {
    expect(validateReportSchedule({ recipients: ' , ' }).recipients?.key).toBe('validation.required');
    expect(validateReportSchedule({ recipients: 'ann@x.test, bob@' }).recipients?.key).toBe('validation.invalidEmail');
    const many = Array.from({ length: MAX_SCHEDULE_RECIPIENTS + 1 }, (_, i) => `u${i}@x.test`).join(',');
    expect(validateReportSchedule({ recipients: many }).recipients?.key).toBe('validation.tooManyRecipients');
    expect(validateReportSchedule({ recipients: many.split(',').slice(1).join(',') })).toEqual({});
  });
});
