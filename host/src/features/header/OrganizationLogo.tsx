import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Center, Image } from '@haulstop/shared/ui';
import { fetchDownloadUrl } from './download-url';

/** One fresh URL is asked for when the image fails (SPEC §7: retried once); then the initials show. */
const IMAGE_RETRIES = 1;

function initialsOf(name: string | null): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The current organisation's logo: its logoPath becomes an image URL through downloadUrl. The
 * signed URL can expire or the file host can hiccup, so a failed image fetches a new URL and
 * tries once more before falling back to the organisation's initials.
 */
export function OrganizationLogo({ logoPath, orgName }: { logoPath: string | null; orgName: string | null }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setUrl(null);
    setRetries(0);
    setFailed(false);
    if (!logoPath) return undefined;
    let current = true;
    fetchDownloadUrl(logoPath)
      .then((answer) => current && setUrl(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [logoPath]);

  const retry = () => {
    if (!logoPath || retries >= IMAGE_RETRIES) {
      setFailed(true);
      return;
    }
    setRetries((n) => n + 1);
    setUrl(null);
    fetchDownloadUrl(logoPath)
      .then(setUrl)
      .catch(() => setFailed(true));
  };

  if (url && !failed) {
    return <Image src={url} alt={t('hostHeader.organizationLogo')} boxSize="28px" objectFit="contain" borderRadius="sm" onError={retry} />;
  }
  return (
    <Center aria-hidden="true" boxSize="28px" borderRadius="full" bg="accent.100" color="accent.700" fontWeight="600" fontSize="11px" flexShrink={0}>
      {initialsOf(orgName)}
    </Center>
  );
}
