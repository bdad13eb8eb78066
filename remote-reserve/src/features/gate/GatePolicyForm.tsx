import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGatePolicy, useSaveGatePolicy } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { GatePolicyBody } from '@haulstop/shared/contracts';
import { GATE_POLICY_DEFAULTS, GATE_POLICY_LIMITS, gatePolicyOf, validateGatePolicy, type GatePolicyField } from '@haulstop/shared/rules';
import { Button, Card, CheckboxField, FormField, Heading, LoadErrorAlert, SimpleGrid, Skeleton, useValidatedForm } from '@haulstop/shared/ui';

/** The form's values: numbers as typed (the shared rule judges the text, as the API does). */
type PolicyValues = {
  codeVisibleBeforeMinutes: string;
  noShowAfterHours: string;
  releaseNoShow: boolean;
  noShowFeePercent: string;
  overstayGraceMinutes: string;
};

const valuesOf = (policy: GatePolicyBody): PolicyValues => ({
  codeVisibleBeforeMinutes: String(policy.codeVisibleBeforeMinutes),
  noShowAfterHours: String(policy.noShowAfterHours),
  releaseNoShow: policy.releaseNoShow,
  noShowFeePercent: String(policy.noShowFeePercent),
  overstayGraceMinutes: String(policy.overstayGraceMinutes),
});

const NUMBER_FIELDS = ['codeVisibleBeforeMinutes', 'noShowAfterHours', 'noShowFeePercent', 'overstayGraceMinutes'] as const;

/**
 * A lot's gate policy: when the driver sees the gate code, when an unused booking is a no-show
 * (its slot released or not, the fee kept), and the grace after the end before an overstay.
 * Field messages as every form (the shared rule on submit, the server's at its field).
 */
export function GatePolicyForm({ parkingLotId, lotName, canEdit }: { parkingLotId: number; lotName: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const policy = useGatePolicy(parkingLotId);
  const form = useValidatedForm<PolicyValues, GatePolicyField>(valuesOf(GATE_POLICY_DEFAULTS), validateGatePolicy);
  const { values, errors, change, setValues } = form;
  const loaded = policy.data;
  useEffect(() => {
    if (loaded) setValues(valuesOf(loaded));
  }, [loaded, setValues]);
  const save = useSaveGatePolicy({ successMessage: t('messages.updatedSuccessfully'), onFieldError: form.serverError });
  const submit = () => {
    if (form.check()) save.mutate({ parkingLotId, policy: gatePolicyOf(values) });
  };

  return (
    <Card.Root as="section" aria-labelledby="gate-policy">
      <Card.Body gap={3}>
        <Heading as="h2" size="md" id="gate-policy">
          {t('reserve.gate.policy.title', { lot: lotName })}
        </Heading>
        {policy.isError ? (
          <LoadErrorAlert title={errorMessageOf(policy.error, t('messages.errorRetrievingData'))} onRetry={() => void policy.refetch()} />
        ) : null}
        {policy.isPending ? <Skeleton height="24" /> : null}
        {loaded ? (
          <form
            noValidate
            aria-labelledby="gate-policy"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={4}>
              {NUMBER_FIELDS.map((name) => (
                <FormField
                  key={name}
                  {...form.field(name)}
                  type="number"
                  inputMode="numeric"
                  label={t(`reserve.gate.policy.${name}`)}
                  helperText={t('reserve.gate.policy.range', GATE_POLICY_LIMITS[name])}
                  min={String(GATE_POLICY_LIMITS[name].min)}
                  max={String(GATE_POLICY_LIMITS[name].max)}
                  disabled={!canEdit}
                  required
                />
              ))}
            </SimpleGrid>
            <CheckboxField
              name="releaseNoShow"
              label={t('reserve.gate.policy.releaseNoShow')}
              checked={values.releaseNoShow}
              onChange={change('releaseNoShow')}
              error={errors.releaseNoShow}
              disabled={!canEdit}
            />
            {canEdit ? (
              <Button type="submit" mt={3} colorPalette="accent" loading={save.isPending}>
                {t('common.save')}
              </Button>
            ) : null}
          </form>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
