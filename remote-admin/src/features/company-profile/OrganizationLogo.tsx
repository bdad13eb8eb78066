import { useTranslation } from 'react-i18next';
import { Center, SignedImage, Text } from '@haulstop/shared/ui/display';

type OrganizationLogoProps = { logoPath: string | null; orgName: string };

const SIZE = '72px';

/** The organisation's logo (a signed URL, retried once — SPEC §7); the organisation's initial when there is none. */
export function OrganizationLogo({ logoPath, orgName }: OrganizationLogoProps) {
  const { t } = useTranslation();
  return (
    <SignedImage
      objectPath={logoPath}
      alt={t('admin.companyProfile.logoAlt', { name: orgName })}
      width={SIZE}
      height={SIZE}
      fallback={
        <Center boxSize={SIZE} borderRadius="md" bg="accent.100" color="accent.700" aria-hidden="true" flexShrink={0}>
          <Text fontSize="2xl" fontWeight="semibold">
            {orgName.charAt(0).toUpperCase()}
          </Text>
        </Center>
      }
    />
  );
}
