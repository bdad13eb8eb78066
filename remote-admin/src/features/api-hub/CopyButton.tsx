import { useTranslation } from 'react-i18next';
import { notify } from '@haulstop/shared/auth';
import { Button } from '@haulstop/shared/ui/display';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('admin.apiHub.copied'));
    } catch {
      notify.error(t('admin.apiHub.copyFailed'));
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={label ?? t('admin.apiHub.copy')}>
      {t('admin.apiHub.copy')}
    </Button>
  );
}
