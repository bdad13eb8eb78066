import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@haulstop/shared/auth';
import { Box, Center, Image, Text } from '@haulstop/shared/ui';

type OrganizationLogoProps = { logoPath: string | null; orgName: string };

const SIZE = '72px';

/**
 * The organisation's logo through a short-lived signed URL (GET /api/session/downloadUrl). When
 * the image fails to load (the URL may have expired) a fresh URL is fetched once (SPEC §7);
 * after that, the organisation's initial is shown.
 */
export function OrganizationLogo({ logoPath, orgName }: OrganizationLogoProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setUrl(null);
    setFailed(false);
    if (!logoPath) return;
    const controller = new AbortController();
    apiClient
      .get<string>('/api/session/downloadUrl', { params: { objectPath: logoPath }, signal: controller.signal })
      .then((response) => setUrl(typeof response.data === 'string' ? response.data : null))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [logoPath, tries]);

  const onError = () => {
    if (tries === 0) setTries(1);
    else setFailed(true);
  };

  if (!logoPath || failed || !url) {
    return (
      <Center boxSize={SIZE} borderRadius="md" bg="accent.100" color="accent.700" aria-hidden="true" flexShrink={0}>
        <Text fontSize="2xl" fontWeight="semibold">
          {orgName.charAt(0).toUpperCase()}
        </Text>
      </Center>
    );
  }
  return (
    <Box boxSize={SIZE} flexShrink={0}>
      <Image src={url} alt={t('admin.companyProfile.logoAlt', { name: orgName })} boxSize={SIZE} objectFit="contain" onError={onError} />
    </Box>
  );
}
