import { useTranslation } from 'react-i18next';
import { SignedImage } from '@haulstop/shared/ui/display';

const SIZE = '28px';

function initialsOf(name: string | null): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The current organisation's logo in the user dropdown: its logoPath through a signed
 * URL, retried once when the image fails, then the organisation's initials. Fixed size,
 * so the header never moves when it arrives.
 */
export function OrganizationLogo({ logoPath, orgName }: { logoPath: string | null; orgName: string | null }) {
  const { t } = useTranslation();
  return (
    <SignedImage
      objectPath={logoPath}
      alt={t('hostHeader.organizationLogo')}
      width={SIZE}
      height={SIZE}
      borderRadius="sm"
      fallback={
        // A plain element styled once for the console (shared/src/ui/shell-styles.ts), as the header's other parts.
        <span aria-hidden="true" data-part="shell-org-initials">
          {initialsOf(orgName)}
        </span>
      }
    />
  );
}
