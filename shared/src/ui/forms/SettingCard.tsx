import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, HStack, Text } from '@chakra-ui/react';

type SettingCardProps = {
  /** the title's id, which names the section for screen readers */
  titleId: string;
  title: string;
  /** what ticking the box turns on */
  label: string;
  /** what the setting means, under the box */
  note: ReactNode;
  /** the saved setting; undefined while it loads (the box shows unticked) */
  saved: boolean | undefined;
  disabled: boolean;
  /** the Save button, only for who may change the setting (null: none); its accessible name when Save alone would not say what */
  save: { onSave: (checked: boolean) => void; saving: boolean; ariaLabel?: string } | null;
};

/**
 * One on/off setting of the organisation in a card: the box, what it means, and Save at the foot
 * for who may change it. The box starts at the saved setting, follows it when a new one is read,
 * and changes nothing until saved.
 * @example <SettingCard titleId="trip-settings-title" title={t('title')} label={t('label')} note={t('note')} saved={settings.data?.on}
 *   disabled={!mayEdit} save={mayEdit ? { onSave: (on) => save.mutate(on), saving } : null} />
 */
export function SettingCard({ titleId, title, label, note, saved, disabled, save }: SettingCardProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(saved ?? false);
  useEffect(() => {
    if (saved !== undefined) setChecked(saved);
  }, [saved]);
  return (
    <Card.Root as="section" aria-labelledby={titleId} maxW="520px">
      <Card.Header>
        <Card.Title id={titleId} as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap={3}>
        <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={(e) => setChecked(e.checked === true)} colorPalette="accent">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted">{note}</Text>
      </Card.Body>
      {save ? (
        <Card.Footer>
          <HStack justify="flex-end" w="full">
            <Button colorPalette="accent" size="sm" aria-label={save.ariaLabel} loading={save.saving} onClick={() => save.onSave(checked)}>
              {t('common.save')}
            </Button>
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
