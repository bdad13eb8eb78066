import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReportSchedule, useDeleteReportSchedule, useReportSchedules } from '@haulstop/shared/api';
import { SCHEDULE_FREQUENCIES, type ScheduledReport, type ScheduleFrequency } from '@haulstop/shared/contracts';
import { canAccess } from '@haulstop/shared/permissions';
import { parseRecipients, validateReportSchedule, type ReportScheduleField } from '@haulstop/shared/rules';
import { usePermissionContext } from '@haulstop/shared/session';
import { viewerTimeZone } from '@haulstop/shared/time';
import {
  Box,
  Button,
  CancelSaveActions,
  FormDialog,
  HStack,
  SelectField,
  Stack,
  Text,
  TextareaField,
  formatDateTime,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { scheduleQueryOf } from './schedule-query';

type Values = { frequency: ScheduleFrequency; recipients: string };
const EMPTY: Values = { frequency: 'WEEKLY', recipients: '' };

type Props = {
  report: ScheduledReport;
  /** the report's query as the page sends it; its filters (not its range) go with the schedule */
  query: Readonly<Record<string, string>>;
};

/**
 * "Mail this report": the report with the filters on screen, as CSV, daily, weekly or
 * monthly to members of the organisation; the dialog lists this report's schedules with Stop.
 * Hidden from whoever may not schedule.
 */
export function ScheduleReportButton({ report, query }: Props) {
  const { t, i18n } = useTranslation();
  const ctx = usePermissionContext();
  const [open, setOpen] = useState(false);
  const form = useValidatedForm<Values, ReportScheduleField>(EMPTY, validateReportSchedule);
  const { values, change, field, reset } = form;
  const schedules = useReportSchedules(open);
  const close = () => setOpen(false);
  const create = useCreateReportSchedule({
    successMessage: t('reports.schedule.saved'),
    onSuccess: () => reset({ ...values, recipients: '' }),
    onFieldError: form.serverError,
  });
  const stop = useDeleteReportSchedule({ successMessage: t('reports.schedule.stopped') });
  if (!canAccess({ resource: 'reportSchedules', action: 'create', ctx })) return null;

  const submit = () => {
    if (!form.check()) return;
    create.mutate({ body: { report, query: scheduleQueryOf(report, query), frequency: values.frequency, recipients: parseRecipients(values.recipients) } });
  };
  const frequencies = SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`reports.schedule.frequencies.${f}`) }));
  const mine = (schedules.data ?? []).filter((s) => s.report === report);

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          // Most often a person mails a report to themself: their address is there to start from.
          reset({ ...EMPTY, recipients: ctx.loginId ?? '' });
          setOpen(true);
        }}
      >
        {t('reports.schedule.open')}
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title={t('reports.schedule.title')}
        width="40%"
        onSubmit={submit}
        actions={<CancelSaveActions onCancel={close} saving={create.isPending} />}
      >
        <Text fontSize="sm" color="fg.muted" mb={3}>
          {t('reports.schedule.explain')}
        </Text>
        <SelectField
          name="frequency"
          label={t('reports.schedule.frequency')}
          value={values.frequency}
          onChange={change('frequency')}
          options={frequencies}
          required
        />
        <TextareaField {...field('recipients')} label={t('reports.schedule.recipients')} helperText={t('reports.schedule.recipientsHelp')} rows={2} required />
        {mine.length > 0 ? (
          <Box mt={4}>
            <Text fontWeight="medium" mb={2}>
              {t('reports.schedule.existing')}
            </Text>
            <Stack as="ul" gap={2} listStyleType="none" m={0} p={0} aria-label={t('reports.schedule.existing')}>
              {mine.map((s) => (
                <HStack as="li" key={s.scheduleId} justify="space-between" gap={3}>
                  <Text fontSize="sm">
                    {t('reports.schedule.line', {
                      frequency: t(`reports.schedule.frequencies.${s.frequency}`),
                      recipients: s.recipients.join(', '),
                      // The organisation's clock decides the run; the viewer reads it at theirs, labelled.
                      next: formatDateTime(s.nextRunAt, i18n.language, viewerTimeZone()),
                    })}
                  </Text>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={stop.isPending && stop.variables?.params.scheduleId === s.scheduleId}
                    onClick={() => stop.mutate({ params: { scheduleId: s.scheduleId } })}
                  >
                    {t('reports.schedule.stop')}
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : null}
      </FormDialog>
    </>
  );
}
