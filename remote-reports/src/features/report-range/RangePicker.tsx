import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, HStack, Input, NativeSelect } from '@haulstop/shared/ui/display';
import { addDays, isDay, lastDayOf, RANGE_PRESETS, type RangePreset, type ReportRange } from './range';

type RangePickerProps = {
  range: ReportRange;
  onChange: (range: { preset: RangePreset; from?: string; to?: string }) => void;
};

/**
 * A report's date range: a preset, or custom days. People pick the last day they want included;
 * the range's `to` is the day after (exclusive, as the API reads it).
 */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const presetId = useId();
  const fromId = useId();
  const toId = useId();
  const lastDay = lastDayOf(range);
  return (
    <HStack gap={3} align="flex-end" wrap="wrap">
      <Field.Root maxW="220px">
        <Field.Label htmlFor={presetId}>{t('reports.range.label')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={presetId}
            value={range.preset}
            onChange={(e) => {
              const preset = e.currentTarget.value as RangePreset;
              // Custom starts from the days shown, so switching to it changes nothing until a day is picked.
              onChange(preset === 'custom' ? { preset, from: range.from, to: range.to } : { preset });
            }}
          >
            {RANGE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`reports.range.presets.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="170px">
        <Field.Label htmlFor={fromId}>{t('reports.range.from')}</Field.Label>
        <Input
          id={fromId}
          size="sm"
          type="date"
          value={range.from}
          max={lastDay}
          onChange={(e) => {
            const from = e.currentTarget.value;
            if (isDay(from) && from < range.to) onChange({ preset: 'custom', from, to: range.to });
          }}
        />
      </Field.Root>
      <Field.Root maxW="170px">
        <Field.Label htmlFor={toId}>{t('reports.range.through')}</Field.Label>
        <Input
          id={toId}
          size="sm"
          type="date"
          value={lastDay}
          min={range.from}
          onChange={(e) => {
            const through = e.currentTarget.value;
            if (isDay(through) && through >= range.from) onChange({ preset: 'custom', from: range.from, to: addDays(through, 1) });
          }}
        />
      </Field.Root>
    </HStack>
  );
}
