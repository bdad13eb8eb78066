import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogFrame, Table } from '@haulstop/shared/ui';
import { consoleVersions } from '../../../federation/versions';

/**
 * About (DESIGN §9): the version of the console (the host) and of each remote in use in this tab,
 * so a person reporting a problem can say what they run.
 */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = consoleVersions();
  return (
    <DialogFrame open={open} onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>{t('dialogs.about.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Table.Root size="sm" aria-label={t('dialogs.about.versions')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('dialogs.about.part')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dialogs.about.version')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map(({ part, version, incompatible }) => (
              <Table.Row key={part}>
                <Table.Cell>{part === 'host' ? t('dialogs.about.console') : `remote-${part}`}</Table.Cell>
                <Table.Cell>
                  {incompatible
                    ? t('dialogs.about.notLoaded', { version, part: incompatible.part, range: incompatible.range })
                    : version || t('dialogs.about.unknown')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
